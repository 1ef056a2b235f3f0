import Statistics
import TrainingModel

/// The report's "Centre" section (docs/centre.md): members by plan, dues per month, the overdue
/// list, facility use and, on a centre with classes, their places. Amounts are always printed: the report is for the people who
/// run the centre, whatever `public_dues` says. `--since` does not scope it: dues and
/// occupancy are the as-of day's.
extension MarkdownReport {
    func centreBlocks() -> [String] {
        guard let centre = library.centre, let stats = statistics.centre else { return [] }
        let words = CentreStrings.forLanguage(library.config.language)
        func money(_ cents: Int) -> String { format.money(cents: cents, currency: centre.currency) }
        var blocks = [heading(2, words.centre + " · " + centre.name)]

        var plans = MarkdownTable([.text(words.plan), .text(words.fee), .number(words.activeMembers)])
        for plan in centre.plans {
            plans.append([plan.name, words.fee(money(plan.feeCents), plan.billing),
                          format.integer(stats.membersByPlan.first { $0.plan == plan.id }?.members ?? 0)])
        }
        blocks += [heading(3, words.membersByPlan), plans.markdown]

        var dues = MarkdownTable([.text(words.month), .number(words.paid), .number(words.pending), .number(words.overdue)])
        for month in stats.recentMonths.reversed() {
            dues.append([month.month.iso, money(month.paidCents), money(month.pendingCents), money(month.overdueCents)])
        }
        blocks += [heading(3, words.dues), dues.rows.isEmpty ? paragraph(words.noMembers) : dues.markdown]

        let overdue = stats.overdue
        if overdue.isEmpty {
            blocks += [heading(3, words.overdueDues), paragraph(words.noOverdue)]
        } else {
            var table = MarkdownTable([.text(words.member), .text(words.period), .text(words.dueOn), .number(words.overdue)])
            for line in overdue {
                table.append([memberName(line.member), words.period(line.period), line.dueOn.iso, money(line.owedCents)
                    + (line.recorded ? "" : " (" + words.noRow + ")")])
            }
            blocks += [heading(3, words.overdueDues), table.markdown]
        }

        let upcoming = stats.upcoming
        if upcoming.isEmpty {
            blocks += [heading(3, words.upcomingDues), paragraph(words.nothingUpcoming)]
        } else {
            var table = MarkdownTable([.text(words.dueOn), .text(words.member), .text(words.period), .number(words.total)])
            for line in upcoming {
                table.append([line.dueOn.iso, memberName(line.member), words.period(line.period), money(line.owedCents)])
            }
            blocks += [heading(3, words.upcomingDues), table.markdown]
        }

        var facilities = MarkdownTable([.text(words.facility), .number(words.capacity), .number(words.bookings),
                                        .number(words.bookedHours), .number(words.occupancy)])
        for usage in stats.facilities {
            facilities.append([usage.name, format.integer(usage.capacity), format.integer(usage.bookings),
                               format.number(Double(usage.bookedMinutes) / 60, maxDecimals: 1),
                               usage.occupancy.map { format.percent($0 * 100) } ?? "–"])
        }
        blocks += [heading(3, words.facilities), facilities.markdown]

        if !stats.classes.isEmpty {
            var classes = MarkdownTable([.text(words.centreClass), .number(words.places), .number(words.runs),
                                         .number(words.placesOffered), .number(words.placesUsed), .number(words.occupancy)])
            for usage in stats.classes {
                classes.append([usage.name, format.integer(usage.capacity), format.integer(usage.runs),
                                format.integer(usage.placesOffered), format.integer(usage.placesUsed),
                                usage.occupancy.map { format.percent($0 * 100) } ?? "–"])
            }
            blocks += [heading(3, words.classes), classes.markdown]
        }
        return blocks
    }

    private func memberName(_ member: String) -> String {
        library.athlete(id: member).map { $0.name.trimmingWhitespace.isEmpty ? member : $0.name } ?? member
    }
}
