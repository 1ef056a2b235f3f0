import Statistics
import TrainingModel
import TextAndDates

/// The words of the centre's pages and the report's Centre section, seen by the
/// centre templates as `{{labels.…}}`.
struct CentreStrings: Sendable, Encodable {
    var centre: String
    var members: String
    var dues: String
    var occupancy: String
    var daySheets: String
    var member: String
    var plan: String
    var plans: String
    var since: String
    var until: String
    var status: String
    var lastVisit: String
    var statusActive: String
    var statusEnded: String
    var statusUpcoming: String
    var paid: String
    var pending: String
    var overdue: String
    /// After a line pending because the month has no row for the member.
    var noRow: String
    var month: String
    var period: String
    var dueOn: String
    /// `Pack #`, `#` standing for its number.
    var pack: String
    var total: String
    var amountsPrivate: String
    var fee: String
    /// After a fee: `a week` … `a year`, in `FeePeriod` order.
    var perPeriod: [String]
    /// `for # visits`, `#` standing for the number.
    var forVisits: String
    var sessionsIncluded: String
    /// After a cell's amount when part of it is paid.
    var partPaid: String
    var unlimited: String
    var facility: String
    var facilities: String
    var capacity: String
    var slot: String
    var minutes: String
    var time: String
    var booked: String
    var free: String
    /// A day sheet's line for private athletes' bookings: counted, not named.
    var privateBooking: String
    var privateBookings: String
    var bookings: String
    var bookedHours: String
    var weekday: String
    var heatTitle: String
    var heatDescription: String
    var closed: String
    var noBookings: String
    var noMembers: String
    var openingHours: String
    var address: String
    var overdueDues: String
    var noOverdue: String
    var upcomingDues: String
    /// `#` the month's last day: its figures as it closed.
    var closedOn: String
    /// `#` the as-of day, for a month under way.
    var asOfDay: String
    var byYear: String
    var receipt: String
    var receiptNumber: String
    var paidOn: String
    var method: String
    var methodNotGiven: String
    var amount: String
    var previousMonth: String
    var nextMonth: String
    var nothingUpcoming: String
    var membersByPlan: String
    var activeMembers: String
    var notes: String
    var showData: String
    var never: String
    var timetable: String
    var inventory: String
    var classes: String
    var centreClass: String
    var instructor: String
    var places: String
    var placesOffered: String
    var placesUsed: String
    var runs: String
    var equipment: String
    var quantity: String
    var location: String
    var noClasses: String
    /// A slot of a day sheet taken by a class.
    var takenByClass: String
    /// A member calendar's event on a fee's due day (`Fee due: Basic, 2026-11`).
    var feeDue: String
    /// The athlete page's link to their member calendar.
    var memberCalendar: String
    /// Monday first.
    var weekdayNames: [String]

    static func forLanguage(_ language: SiteConfig.Language) -> CentreStrings {
        switch language {
        case .en: return english
        case .es: return spanish
        }
    }

    static let english = CentreStrings(
        centre: "Centre", members: "Members", dues: "Dues", occupancy: "Occupancy", daySheets: "Day sheets",
        member: "Member", plan: "Plan", plans: "Plans", since: "Since", until: "Until", status: "Status",
        lastVisit: "Last visit", statusActive: "active", statusEnded: "ended", statusUpcoming: "not started",
        paid: "Paid", pending: "Pending", overdue: "Overdue", noRow: "no payment recorded", month: "Month", period: "Period",
        dueOn: "Due", pack: "Pack #",
        total: "Total", amountsPrivate: "Amounts are not published on these pages.", fee: "Fee",
        perPeriod: ["a week", "a month", "a quarter", "a year"], forVisits: "for # visits",
        sessionsIncluded: "Sessions included", partPaid: "part paid", unlimited: "unlimited", facility: "Facility", facilities: "Facilities",
        capacity: "Capacity", slot: "Slot", minutes: "min", time: "Time", booked: "Booked", free: "free",
        privateBooking: "private booking", privateBookings: "private bookings",
        bookings: "Bookings", bookedHours: "Booked hours", weekday: "Weekday",
        heatTitle: "Occupancy by weekday and hour",
        heatDescription: "The share of the facility's capacity booked in each hour of each weekday, over the days with bookings.",
        closed: "closed", noBookings: "No bookings yet.", noMembers: "No members yet.", openingHours: "Opening hours",
        address: "Address", overdueDues: "Overdue dues", noOverdue: "Nothing overdue.",
        upcomingDues: "Falling due in the next 30 days", closedOn: "As the month closed on #: payments by that day, overdue what was due by then.",
        asOfDay: "As of #.", byYear: "By year",
        receipt: "Receipt", receiptNumber: "Receipt no.", paidOn: "Paid on", method: "Method",
        methodNotGiven: "not recorded", amount: "Amount",
        previousMonth: "Previous month", nextMonth: "Next month", nothingUpcoming: "Nothing falls due in the next 30 days.",
        membersByPlan: "Members by plan", activeMembers: "Active members", notes: "Notes",
        showData: "Show data", never: "never",
        timetable: "Timetable", inventory: "Inventory", classes: "Classes", centreClass: "Class", instructor: "Instructor",
        places: "Places", placesOffered: "Places offered", placesUsed: "Places used", runs: "Classes held",
        equipment: "Equipment", quantity: "Quantity", location: "Where", noClasses: "No classes.",
        takenByClass: "class", feeDue: "Fee due", memberCalendar: "Centre calendar: bookings and dues (.ics)",
        weekdayNames: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])

    static let spanish = CentreStrings(
        centre: "Centro", members: "Socios", dues: "Cuotas", occupancy: "Ocupación", daySheets: "Hojas del día",
        member: "Socio", plan: "Plan", plans: "Planes", since: "Desde", until: "Hasta", status: "Estado",
        lastVisit: "Última visita", statusActive: "activo", statusEnded: "de baja", statusUpcoming: "aún no empieza",
        paid: "Pagado", pending: "Pendiente", overdue: "Vencido", noRow: "sin pago anotado", month: "Mes", period: "Periodo",
        dueOn: "Vence", pack: "Bono #",
        total: "Total", amountsPrivate: "Los importes no se publican en estas páginas.", fee: "Cuota",
        perPeriod: ["a la semana", "al mes", "al trimestre", "al año"], forVisits: "por # visitas",
        sessionsIncluded: "Sesiones incluidas", partPaid: "pago parcial", unlimited: "ilimitadas", facility: "Instalación",
        facilities: "Instalaciones", capacity: "Aforo", slot: "Franja", minutes: "min", time: "Hora",
        booked: "Reservado", free: "libres", privateBooking: "reserva privada", privateBookings: "reservas privadas",
        bookings: "Reservas", bookedHours: "Horas reservadas",
        weekday: "Día", heatTitle: "Ocupación por día de la semana y hora",
        heatDescription: "La parte del aforo de la instalación reservada en cada hora de cada día de la semana, en los días con reservas.",
        closed: "cerrado", noBookings: "Aún no hay reservas.", noMembers: "Aún no hay socios.", openingHours: "Horario",
        address: "Dirección", overdueDues: "Cuotas vencidas", noOverdue: "Nada vencido.",
        upcomingDues: "Vencen en los próximos 30 días", closedOn: "Al cierre del mes, el #: pagos hasta ese día, vencido lo que vencía hasta entonces.",
        asOfDay: "A día #.", byYear: "Por año",
        receipt: "Recibo", receiptNumber: "Recibo n.º", paidOn: "Pagado el", method: "Forma de pago",
        methodNotGiven: "no anotada", amount: "Importe",
        previousMonth: "Mes anterior", nextMonth: "Mes siguiente", nothingUpcoming: "Nada vence en los próximos 30 días.",
        membersByPlan: "Socios por plan", activeMembers: "Socios activos", notes: "Notas",
        showData: "Ver datos", never: "nunca",
        timetable: "Horario de clases", inventory: "Inventario", classes: "Clases", centreClass: "Clase",
        instructor: "Monitor", places: "Plazas", placesOffered: "Plazas ofrecidas", placesUsed: "Plazas ocupadas",
        runs: "Clases impartidas", equipment: "Material", quantity: "Cantidad", location: "Dónde",
        noClasses: "No hay clases.", takenByClass: "clase", feeDue: "Vence la cuota",
        memberCalendar: "Calendario del centro: reservas y cuotas (.ics)",
        weekdayNames: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"])

    /// `49.00 EUR a month`, `60.00 EUR for 10 visits`.
    func fee(_ money: String, _ billing: Billing) -> String {
        switch billing {
        case .every(let period): return money + " " + per(period)
        case .pack(let visits): return money + " " + forVisits.replacingOccurrences(of: "#", with: String(visits))
        }
    }

    /// `8 a month`, `unlimited`; a pack's visits.
    func sessions(_ plan: MembershipPlan, format: DisplayFormatter) -> String {
        switch plan.billing {
        case .pack(let visits): return format.integer(visits)
        case .every(let period):
            return plan.sessionsIncluded.map { format.integer($0) + " " + per(period) } ?? unlimited
        }
    }

    private func per(_ period: FeePeriod) -> String { perPeriod[FeePeriod.allCases.firstIndex(of: period)!] }

    /// A dues line's period as read: `2026-11`, `Pack 2`.
    func period(_ name: String) -> String {
        name.hasPrefix("pack-") ? pack.replacingOccurrences(of: "#", with: String(name.dropFirst(5))) : name
    }

    func status(_ status: MemberStatus.Status) -> String {
        switch status {
        case .active: return statusActive
        case .ended: return statusEnded
        case .upcoming: return statusUpcoming
        }
    }

    func status(_ status: DuesLine.Status) -> String {
        switch status {
        case .paid: return paid
        case .pending: return pending
        case .overdue: return overdue
        }
    }
}

extension DisplayFormatter {
    /// `45.00 EUR`, or `16.00 EUR / 32.00 EUR` when only part of it is paid.
    func money(paid: Int, of amount: Int, currency: String) -> String {
        paid > 0 && paid < amount ? money(cents: paid, currency: currency) + " / " + money(cents: amount, currency: currency)
            : money(cents: amount, currency: currency)
    }

    /// `45.00 EUR`, `45,00 EUR`: always two decimals, the currency as the centre writes it.
    func money(cents: Int, currency: String) -> String {
        let sign = cents < 0 ? "−" : ""
        let value = abs(cents)
        return sign + String(value / 100) + strings.decimalSeparator + (value % 100).zeroPadded(to: 2) + " " + currency
    }
}
