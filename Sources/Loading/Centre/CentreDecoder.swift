import Diagnostics
import TrainingModel

/// Decodes the files of `content/centre/` one by one, reporting every problem a file
/// shows on its own; what needs several files (members, capacity) is `CentreChecks`.
struct CentreDecoder {
    let path: String
    let context: DecodingContext

    static let centreKeys = ["name", "address", "currency", "public_dues", "opening_hours", "plans", "receipt_paper",
                             "instructors", "equipment"]
    static let planKeys = ["id", "name"] + FeePeriod.allCases.map(\.feeKey) + ["pack_fee", "visits", "due_day",
                                                                              "sessions_included"]
    static let facilityKeys = ["id", "name", "capacity", "slot", "description", "photo", "equipment"]
    static let classKeys = ["id", "name", "facility", "instructor", "capacity", "timetable", "session"]
    static let instructorKeys = ["id", "name"]
    static let paymentKeys = ["amount", "paid", "method"]
    static let bookingKeys = ["date", "facility", "member", "start", "end", "session", "class"]

    // MARK: - centre.yaml

    /// The centre, and the ids of plans written with errors (already reported, so their
    /// members are not reported again as on an unknown plan).
    func centre(_ root: NodeReader) -> (centre: Centre, unreadPlans: Set<String>)? {
        guard let map = root.mapping() else { return nil }
        map.checkKeys(Self.centreKeys)
        let name = map.required("name")?.string()
        var hours: [OpeningHours?] = Array(repeating: nil, count: 7)
        if let hoursMap = map["opening_hours"]?.mapping() {
            hoursMap.checkKeys(Weekday.mondayFirst.map(\.rawValue))
            for weekday in Weekday.mondayFirst {
                if let reader = hoursMap[weekday.rawValue] { hours[weekday.mondayIndex] = openingHours(reader) }
            }
        }
        var plans: [MembershipPlan] = []
        var planLines: [String: Int] = [:]
        var unreadPlans: Set<String> = []
        for reader in map["plans"]?.list() ?? [] {
            guard let plan = membershipPlan(reader) else {
                if let id = reader.mapping()?["id"]?.string() { unreadPlans.insert(id.trimmingWhitespace) }
                continue
            }
            if let first = planLines[plan.id] {
                reader.report(.duplicateID(kind: "membership plan", id: plan.id, firstPath: "\(path):\(first)"))
                continue
            }
            planLines[plan.id] = reader.node.line
            plans.append(plan)
        }
        let paper = map["receipt_paper"]?.choice([("A5", "A5"), ("A4", "A4")])
        var instructors: [Instructor] = []
        for reader in map["instructors"]?.list() ?? [] {
            guard let item = reader.mapping() else { continue }
            item.checkKeys(Self.instructorKeys)
            guard let id = item.required("id").flatMap(identifier) else { continue }
            if instructors.contains(where: { $0.id == id }) {
                reader.report(.duplicateID(kind: "instructor", id: id, firstPath: path))
                continue
            }
            instructors.append(Instructor(id: id, name: item.string("name")?.trimmingWhitespace ?? id))
        }
        let equipment = map["equipment"].map(self.equipment) ?? []
        guard let name else { return nil }
        var centre = Centre(name: name, address: map.string("address"), currency: map.string("currency") ?? "EUR",
                       publicDues: map["public_dues"]?.bool() ?? false, openingHours: hours,
                       plans: plans.sorted { $0.id < $1.id })
        centre.receiptPaper = paper ?? "A5"
        centre.instructors = instructors.sorted { $0.id < $1.id }
        centre.equipment = equipment
        return (centre, unreadPlans)
    }

    /// `07:00-22:00`, or `closed`.
    private func openingHours(_ reader: NodeReader) -> OpeningHours? {
        guard let text = reader.string()?.trimmingWhitespace else { return nil }
        if text.lowercased() == "closed" { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        guard parts.count == 2, let opens = ClockTime.minutes(parts[0]), let closes = ClockTime.minutes(parts[1]),
              opens < closes else {
            reader.invalid("opening hours such as `07:00-22:00` (opening before closing), or `closed`")
            return nil
        }
        return OpeningHours(opens: opens, closes: closes)
    }

    /// `{id, name, monthly_fee: 49}`: exactly one of `weekly_fee`, `monthly_fee`,
    /// `quarterly_fee`, `yearly_fee`, or `pack_fee` with `visits`; `due_day` for a
    /// periodic fee (a day of the month, a weekday for a weekly one).
    private func membershipPlan(_ reader: NodeReader) -> MembershipPlan? {
        guard let map = reader.mapping() else { return nil }
        map.checkKeys(Self.planKeys)
        let id = map.required("id").flatMap(identifier)
        let feeKeys = FeePeriod.allCases.map(\.feeKey) + ["pack_fee"]
        let written = map.entries.map(\.key).filter(feeKeys.contains)
        if written.isEmpty { context.report(.missingOneOf(feeKeys), at: map.location, keyPath: map.path) }
        if written.count > 1, let second = map[written[1]] { second.report(.conflictingFields(written[0], written[1])) }
        let fee = written.first.flatMap { map[$0] }.flatMap { $0.cents() }
        var billing = Billing.every(.month)
        if let period = FeePeriod.allCases.first(where: { $0.feeKey == written.first }) {
            billing = .every(period)
            if let visits = map["visits"] { visits.report(.conflictingFields(period.feeKey, "visits")) }
        } else if written.first == "pack_fee" {
            guard let visits = map.required("visits")?.integer(in: 1...10_000, expected: "a whole number of visits, at least 1")
            else { return nil }
            billing = .pack(visits: visits)
            if let due = map["due_day"] { due.report(.conflictingFields("pack_fee", "due_day")) }
            if let sessions = map["sessions_included"] { sessions.report(.conflictingFields("pack_fee", "sessions_included")) }
        }
        let dueDay = billing.period.flatMap { period in map["due_day"].flatMap { self.dueDay($0, period: period) } }
        let sessions = map["sessions_included"]?.integer(in: 0...10_000, expected: "a whole number of sessions")
        // With two fees the first one written stands, so that its members are still checked.
        guard let id, let fee else { return nil }
        return MembershipPlan(id: id, name: map.string("name") ?? id, feeCents: fee, billing: billing, dueDay: dueDay,
                              sessionsIncluded: sessions)
    }

    /// `5` (the day of the month; of the first month of a quarter or year), or a weekday
    /// (`friday`) for a weekly fee.
    private func dueDay(_ reader: NodeReader, period: FeePeriod) -> DueDay? {
        if period == .week {
            return reader.choice(Weekday.mondayFirst.map { ($0.rawValue, DueDay.weekday($0)) })
        }
        return reader.integer(in: 1...31, expected: "a day of the month from 1 to 31").map(DueDay.dayOfMonth)
    }

    // MARK: - facilities/<id>.yaml

    func facility(_ root: NodeReader, fileID: String) -> Located<Facility>? {
        guard let map = root.mapping() else { return nil }
        map.checkKeys(Self.facilityKeys)
        var id = fileID
        var location = SourceLocation(file: path)
        if let reader = map["id"] {
            guard let written = identifier(reader) else { return nil }
            id = written
            location = reader.location
        } else if !Suggestions.isValidID(fileID) {
            context.report(.invalidID(fileID, suggestion: Suggestions.slug(fileID)), at: location)
            return nil
        }
        let capacity = map.required("capacity")?.integer(in: 1...100_000, expected: "a whole number of people, at least 1")
        let slot = map.required("slot")?.integer(in: 5...1440, expected: "a whole number of minutes from 5 to 1440")
        let description = map.string("description")?.trimmingWhitespace
        var photo: String?
        if let reader = map["photo"], let written = reader.string()?.trimmingWhitespace, !written.isEmpty {
            context.noteMedia(written, at: reader.location)
            let lower = written.lowercased()
            // Under `content/`, the path is the picture's in the output too (assets are copied as they are).
            photo = lower.hasPrefix("http://") || lower.hasPrefix("https://") ? written
                : ContentPath.resolve(written, relativeTo: path)
        }
        let equipment = map["equipment"].map(self.equipment) ?? []
        guard let capacity, let slot else { return nil }
        let facility = Facility(id: id, name: map.string("name") ?? id, capacity: capacity, slotMinutes: slot,
                                description: description?.isEmpty == false ? description : nil, photo: photo,
                                equipment: equipment)
        return Located(value: facility, location: location, keyPath: "")
    }

    /// `equipment: {Dumbbell pairs: 10, Bench: 4}`: each name with how many, in the order written.
    private func equipment(_ reader: NodeReader) -> [EquipmentItem] {
        guard let map = reader.mapping() else { return [] }
        return map.entries.compactMap { entry in
            let item = NodeReader(node: entry.value, path: map.keyPath(entry.key), context: context)
            guard let quantity = item.integer(in: 1...1_000_000, expected: "how many: a whole number, at least 1")
            else { return nil }
            let name = entry.key.trimmingWhitespace
            return name.isEmpty ? nil : EquipmentItem(name: name, quantity: quantity)
        }
    }

    // MARK: - classes/<id>.yaml

    /// A class and where its references are written, for the checks across files.
    func centreClass(_ root: NodeReader, fileID: String) -> Located<ClassDraft>? {
        guard let map = root.mapping() else { return nil }
        map.checkKeys(Self.classKeys)
        var id = fileID
        var location = SourceLocation(file: path)
        if let reader = map["id"] {
            guard let written = identifier(reader) else { return nil }
            id = written
            location = reader.location
        } else if !Suggestions.isValidID(fileID) {
            context.report(.invalidID(fileID, suggestion: Suggestions.slug(fileID)), at: location)
            return nil
        }
        let facility = located(map.required("facility"))
        let instructor = located(map.required("instructor"))
        let session = located(map["session"])
        let capacity = map.required("capacity")?.integer(
            in: 2...100_000, expected: "a whole number of places, at least 2 (a class is for a group; book a facility for one)")
        var runs: [Located<ClassRun>] = []
        if let timetable = map.required("timetable")?.mapping() {
            timetable.checkKeys(Weekday.mondayFirst.map(\.rawValue))
            if timetable.entries.isEmpty {
                context.report(.missingOneOf(Weekday.mondayFirst.map(\.rawValue)), at: timetable.location, keyPath: timetable.path)
            }
            for weekday in Weekday.mondayFirst {
                guard let day = timetable[weekday.rawValue], let times = day.list(acceptsSingle: true) else { continue }
                for time in times {
                    guard let text = time.string()?.trimmingWhitespace else { continue }
                    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
                    guard parts.count == 2, let start = ClockTime.minutes(parts[0]), let end = ClockTime.minutes(parts[1]),
                          start < end else {
                        time.invalid("a time such as `18:00-19:00` (the start before the end), or a list of them")
                        continue
                    }
                    runs.append(Located(value: ClassRun(weekday: weekday, start: start, end: end), location: time.location,
                                        keyPath: time.path))
                }
            }
        }
        guard let facility, let instructor else { return nil }
        // A class whose capacity was refused is still checked against the other files, then left out.
        let value = CentreClass(id: id, name: map.string("name")?.trimmingWhitespace ?? id, facility: facility.value,
                                instructor: instructor.value, capacity: capacity ?? 0,
                                runs: runs.map(\.value).sorted(by: ClassRun.order), session: session?.value)
        return Located(value: ClassDraft(centreClass: value, facilityAt: facility, instructorAt: instructor,
                                         sessionAt: session, capacityAt: map["capacity"]?.location ?? location, runs: runs),
                       location: location, keyPath: "")
    }

    // MARK: - payments/<period>.yaml

    /// One row per member: `ana: {amount: 45, paid: 2026-03-02}` or `paid: pending`, or a
    /// list of such payments for a period paid in parts.
    func payments(_ root: NodeReader, fileName: String) -> [Located<PaymentDraft>] {
        guard let period = DuesPeriod(name: fileName) else {
            context.report(.misnamedCentreFile(expected: "payments/PERIOD.yaml, named after the period it covers: "
                                                   + "2026-11 (a month), 2026-W45 (a week), 2026-Q4 (a quarter) or 2026 (a year)"),
                           line: 1, column: 1)
            return []
        }
        guard let map = root.mapping() else { return [] }
        var rows: [Located<PaymentDraft>] = []
        for entry in map.entries {
            let memberLocation = SourceLocation(file: path, line: entry.keyLine, column: entry.keyColumn)
            let reader = NodeReader(node: entry.value, path: map.keyPath(entry.key), context: context)
            var items = [reader]
            if case .sequence = reader.node.value { items = reader.list() ?? [] }
            for (index, item) in items.enumerated() {
                guard let row = item.mapping() else { continue }
                row.checkKeys(Self.paymentKeys)
                let amount = row["amount"].flatMap { $0.cents() }
                guard let paidReader = row.required("paid") else { continue }
                var paidOn: CalendarDate?
                if paidReader.string()?.trimmingWhitespace.lowercased() != "pending" {
                    guard let date = paidReader.date() else { continue }
                    paidOn = date
                }
                if row.has("amount") && amount == nil { continue }
                let method = row.string("method")?.trimmingWhitespace
                let payment = Payment(period: period, member: entry.key, amountCents: amount, paidOn: paidOn,
                                      entry: index + 1, method: method?.isEmpty == false ? method : nil)
                rows.append(Located(value: PaymentDraft(payment: payment, memberLocation: memberLocation),
                                    location: item.location, keyPath: item.path))
            }
        }
        return rows
    }

    // MARK: - bookings/<YYYY-MM-DD>.yaml

    /// A list of bookings; the file's name gives their day unless one sets `date:`.
    func bookings(_ root: NodeReader, fileName: String) -> [Located<BookingDraft>] {
        let fileDate = CalendarDate(iso: fileName)
        if let fileDate, !fileDate.isPlausible {
            context.report(.implausibleDate(fileName), line: 1, column: 1)
            return []
        }
        guard let items = root.list() else { return [] }
        return items.compactMap { item -> Located<BookingDraft>? in
            guard let map = item.mapping() else { return nil }
            map.checkKeys(Self.bookingKeys)
            var date = fileDate
            if let reader = map["date"] { date = reader.date() } else if fileDate == nil {
                context.report(.missingField("date"), at: map.location, keyPath: map.path)
            }
            let member = located(map.required("member"))
            let session = located(map["session"])
            // A class's booking takes the class's facility and time: `start` only when it
            // runs more than once that day.
            if let classAt = located(map["class"]) {
                for key in ["facility", "end"] { if let reader = map[key] { reader.report(.conflictingFields("class", key)) } }
                let start = map["start"].flatMap(clock)
                if map["start"] != nil && start == nil { return nil }
                guard let date, let member else { return nil }
                let booking = Booking(date: date, facility: "", member: member.value, start: start ?? -1, end: -1,
                                      session: session?.value, classID: classAt.value)
                return Located(value: BookingDraft(booking: booking, facilityAt: classAt, memberAt: member,
                                                   sessionAt: session, classAt: classAt),
                               location: map.location, keyPath: map.path)
            }
            let facility = located(map.required("facility"))
            let start = map.required("start").flatMap(clock)
            let end = map.required("end").flatMap(clock)
            if let start, let end, end <= start, let reader = map["end"] {
                reader.invalid("a time after `start` (\(ClockTime.text(start)))")
                return nil
            }
            guard let date, let facility, let member, let start, let end else { return nil }
            let booking = Booking(date: date, facility: facility.value, member: member.value, start: start, end: end,
                                  session: session?.value)
            return Located(value: BookingDraft(booking: booking, facilityAt: facility, memberAt: member, sessionAt: session),
                           location: map.location, keyPath: map.path)
        }
    }

    // MARK: - Values

    private func located(_ reader: NodeReader?) -> Located<String>? {
        guard let reader, let text = reader.string()?.trimmingWhitespace else { return nil }
        return Located(value: text, location: reader.location, keyPath: reader.path)
    }

    private func identifier(_ reader: NodeReader) -> String? {
        guard let text = reader.string()?.trimmingWhitespace else { return nil }
        guard Suggestions.isValidID(text) else {
            reader.report(.invalidID(text, suggestion: Suggestions.slug(text)))
            return nil
        }
        return text
    }

    /// `HH:MM`.
    private func clock(_ reader: NodeReader) -> Int? {
        guard let text = reader.string(), let minutes = ClockTime.minutes(text.trimmingWhitespace) else {
            reader.invalid("a time of day (HH:MM)")
            return nil
        }
        return minutes
    }

}

extension NodeReader {
    /// An amount of money, at most two decimals, not negative: cents.
    func cents() -> Int? {
        let expected = "an amount such as `45` or `45.50` (not negative, at most two decimals)"
        guard let text = node.scalarText?.trimmingWhitespace, let value = NodeReader.decimal(text), value >= 0,
              value < 1e9, (text.split(separator: ".").dropFirst().first?.count ?? 0) <= 2 else {
            invalid(expected)
            return nil
        }
        return Int((value * 100).rounded())
    }
}
