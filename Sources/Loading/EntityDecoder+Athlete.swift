import Diagnostics
import TrainingModel

extension EntityDecoder {
    static let athleteKeys = ["id", "name", "birthdate", "sex", "height", "bodyweight", "goals", "grades", "disciplines",
                              "bio", "photo", "private", "membership", "surname", "address", "email", "phone"]

    func athlete(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: Athlete)? {
        map.checkKeys(Self.athleteKeys)
        let (id, location) = entityID(map)
        var grades: [Grade] = []
        if let gradesMap = map["grades"]?.mapping() {
            for entry in gradesMap.entries {
                let reader = NodeReader(node: entry.value, path: gradesMap.keyPath(entry.key), context: context)
                if let grade = reader.string() { grades.append(Grade(discipline: entry.key, grade: grade)) }
            }
        }
        var photo: String?
        if let reader = map["photo"], let written = reader.string(), !written.isEmpty {
            context.noteMedia(written, at: reader.location)
            photo = written
        }
        let athlete = Athlete(
            id: id, name: map.string("name") ?? id, birthdate: map.date("birthdate"), sex: map.string("sex"),
            height: length(map["height"]), bodyweight: mass(map["bodyweight"]), goals: map.strings("goals"),
            grades: grades, disciplines: map.strings("disciplines"),
            bio: markdown(body: body, field: map.string("bio")), photo: photo,
            isPrivate: map["private"]?.bool() ?? false, membership: map["membership"].flatMap(membership),
            sourcePath: path)
        var withContact = athlete
        withContact.contact = contact(map)
        return (id, location, withContact)
    }

    /// `surname`, `address`, `email` (one `@` between text, no spaces) and `phone` (digits,
    /// spaces and `+ - ( ) .`); nil when none is written.
    private func contact(_ map: MapReader) -> Contact? {
        let surname = map.string("surname")?.trimmingWhitespace, address = map.string("address")?.trimmingWhitespace
        var email = map.string("email")?.trimmingWhitespace
        if let text = email, let reader = map["email"] {
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            if parts.count != 2 || parts.contains(where: \.isEmpty) || text.contains(where: \.isWhitespace) {
                reader.invalid("an email address such as `ana@example.com`")
                email = nil
            }
        }
        var phone = map.string("phone")?.trimmingWhitespace
        if let text = phone, let reader = map["phone"],
           !text.allSatisfy({ ($0.isASCII && $0.isNumber) || " +-().".contains($0) }) || !text.contains(where: \.isNumber) {
            reader.invalid("a phone number such as `+34 600 123 456`")
            phone = nil
        }
        let contact = Contact(surname: surname, address: address, email: email, phone: phone)
        return contact == Contact() ? nil : contact
    }

    /// `membership: {plan, since, until?, fee?, discount?}`; whether the plan exists is
    /// checked with the centre.
    private func membership(_ reader: NodeReader) -> Membership? {
        guard let map = reader.mapping() else { return nil }
        map.checkKeys(["plan", "since", "until", "fee", "discount"])
        let planReader = map.required("plan")
        let plan = planReader?.string()
        let since = map.required("since")?.date()
        let until = map.date("until")
        let fee = map["fee"].map { $0.cents() }
        let discount = map["discount"].map(discount)
        if let since, let until, until < since, let at = map["until"] {
            at.invalid("a date on or after `since` (\(since.iso))")
            return nil
        }
        guard let plan, let since, let planReader, fee != .some(nil), discount != .some(nil) else { return nil }
        return Membership(plan: plan.trimmingWhitespace, since: since, until: until, feeCents: fee ?? nil,
                          discount: discount ?? nil, planLine: planReader.node.line, planColumn: planReader.node.column)
    }

    /// `10%` (of the fee, up to two decimals) or an amount off each fee (`5`, `7.50`).
    private func discount(_ reader: NodeReader) -> Discount? {
        guard let text = reader.node.scalarText?.trimmingWhitespace, text.hasSuffix("%") else {
            return reader.cents().map { .amount(cents: $0) }
        }
        let number = String(text.dropLast()).trimmingWhitespace
        guard let value = NodeReader.decimal(number), value >= 0, value <= 100,
              (number.split(separator: ".").dropFirst().first?.count ?? 0) <= 2 else {
            reader.invalid("a percentage from 0% to 100% (at most two decimals) or an amount such as `5`")
            return nil
        }
        return .percent(basisPoints: Int((value * 100).rounded()))
    }
}
