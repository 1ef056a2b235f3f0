public struct Athlete: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var birthdate: CalendarDate?
    public var sex: String?
    /// Metres.
    public var height: Double?
    /// Kilograms.
    public var bodyweight: Double?
    public var goals: [String]
    /// Discipline → grade, in the order written (`boulder: 6B+`).
    public var grades: [Grade]
    public var disciplines: [String]
    /// Markdown body.
    public var bio: String
    /// A picture for the profile page: a path relative to the athlete's file (checked to
    /// exist, like exercise images) or an http(s) URL.
    public var photo: String?
    /// `private: true`: left out of the built site unless `--include-private` (docs/content-format.md#athletes).
    public var isPrivate: Bool
    /// Set when the athlete is a member of the site's centre.
    public var membership: Membership?
    /// Contact details (docs/content-format.md#contact-details): kept for the centre's
    /// own records and the roster's order, never written into any page, feed or file of
    /// the site.
    public var contact: Contact?
    public var sourcePath: String

    public init(id: String, name: String, birthdate: CalendarDate? = nil, sex: String? = nil, height: Double? = nil,
                bodyweight: Double? = nil, goals: [String] = [], grades: [Grade] = [], disciplines: [String] = [],
                bio: String = "", photo: String? = nil, isPrivate: Bool = false, membership: Membership? = nil,
                sourcePath: String = "") {
        self.photo = photo
        self.isPrivate = isPrivate
        self.membership = membership
        self.contact = nil
        self.id = id
        self.name = name
        self.birthdate = birthdate
        self.sex = sex
        self.height = height
        self.bodyweight = bodyweight
        self.goals = goals
        self.grades = grades
        self.disciplines = disciplines
        self.bio = bio
        self.sourcePath = sourcePath
    }
}

public struct Grade: Hashable, Sendable {
    public var discipline: String
    public var grade: String
    public init(discipline: String, grade: String) {
        self.discipline = discipline
        self.grade = grade
    }
}

/// A free Markdown page (about, FAQ).
public struct Page: Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var order: Int
    public var markdown: String
    public var sourcePath: String

    public init(id: String, title: String, order: Int = 0, markdown: String, sourcePath: String = "") {
        self.id = id
        self.title = title
        self.order = order
        self.markdown = markdown
        self.sourcePath = sourcePath
    }
}

/// An athlete's `surname`, `address`, `email` and `phone`, as written.
public struct Contact: Hashable, Sendable {
    public var surname: String?
    public var address: String?
    public var email: String?
    public var phone: String?
    public init(surname: String? = nil, address: String? = nil, email: String? = nil, phone: String? = nil) {
        self.surname = surname
        self.address = address
        self.email = email
        self.phone = phone
    }

    /// What the roster sorts by: the surname, or else the name's last word.
    public static func sortName(name: String, contact: Contact?) -> String {
        let surname = contact?.surname ?? name.split(separator: " ").last.map(String.init) ?? name
        return surname.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
