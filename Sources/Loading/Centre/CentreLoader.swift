import Diagnostics
import Foundation
import TextAndDates
import TrainingModel

/// Loads `content/centre/` (docs/centre.md): `centre.yaml`, then `facilities/`, `payments/` and
/// `bookings/`, and checks them against each other and the library's athletes. Runs
/// after the other content is assembled, since members are athletes. The files are read
/// and decoded in parallel and merged in path order (see `load`).
struct CentreLoader: Sendable {
    static let folderName = "centre"
    static let folder = "content/" + folderName

    let siteDirectory: String
    let fileSystem: ContentFileSystem
    let config: SiteConfig
    /// The site's rule of names, which the checks' suggestions rank by.
    var names: NameKey = .builtIn

    /// The centre and every problem found; nil when the site has no `content/centre/`.
    /// A membership with no centre to belong to is reported too. `files` are the
    /// documents under `content/centre/` (relative to it, sorted), as the loader's
    /// discovery found them; they are read and decoded in parallel, then merged in path
    /// order. `failedAthletes` are athletes whose own file has errors: already reported,
    /// so not reported again as unknown members.
    func load(files: [String], athletes: [Athlete], failedAthletes: Set<String>, sessionIDs: Set<String>,
              assets: Set<String> = []) async
        -> (centre: Centre?, diagnostics: [Diagnostic]) {
        let members = athletes.filter { $0.membership != nil }
        guard !files.isEmpty else {
            return (nil, members.map { Self.membershipWithoutCentre($0) })
        }
        let pieces = await withTaskGroup(of: (Int, CentreDrafts).self) { group in
            for (index, relative) in files.enumerated() {
                group.addTask { (index, decodeFile(relative)) }
            }
            var pieces: [(Int, CentreDrafts)] = []
            for await piece in group { pieces.append(piece) }
            return pieces.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var diagnostics: [Diagnostic] = []
        var decoded = CentreDrafts()
        for piece in pieces {
            diagnostics += piece.diagnostics
            decoded.sawCentreFile = decoded.sawCentreFile || piece.sawCentreFile
            decoded.centre = decoded.centre ?? piece.centre
            decoded.unreadPlans.formUnion(piece.unreadPlans)
            decoded.facilities += piece.facilities
            decoded.classes += piece.classes
            decoded.media += piece.media
            decoded.payments += piece.payments
            decoded.bookings += piece.bookings
        }
        guard let base = decoded.centre else {
            if !decoded.sawCentreFile {
                let problem = ContentProblem.missingCentreFile
                diagnostics.append(Diagnostic(problem.severity, at: SourceLocation(file: Self.folder + "/" + files[0]),
                                              message: problem.message, hint: problem.hint))
            }
            return (nil, diagnostics)
        }
        var checks = CentreChecks(base: base, drafts: decoded, athletes: athletes, failedAthletes: failedAthletes,
                                  sessionIDs: sessionIDs, names: names)
        let centre = checks.run()
        let photos = SiteLoader.missingMedia(decoded.media, assets: assets)
        return (centre, diagnostics + checks.diagnostics + photos)
    }

    /// Reads and decodes one file of the centre, in its own task.
    private func decodeFile(_ relative: String) -> CentreDrafts {
        let path = Self.folder + "/" + relative
        let context = DecodingContext(file: path)
        var decoded = CentreDrafts()
        let components = relative.split(separator: "/").map(String.init)
        let stem = SiteLoader.stem(components.last ?? "")
        let folder = components.count == 1 ? "" : components[0]
        if folder.isEmpty && stem == "centre" { decoded.sawCentreFile = true }
        guard let document = parse(path, context: context) else {
            decoded.diagnostics = context.diagnostics
            return decoded
        }
        let decoder = CentreDecoder(path: path, context: context)
        let root = NodeReader(node: document.root ?? ContentNode(value: .mapping([]), line: 1, column: 1), path: "",
                              context: context)
        switch folder {
        case "" where stem == "centre":
            let read = decoder.centre(root)
            decoded.centre = read?.centre
            decoded.unreadPlans = read?.unreadPlans ?? []
        case "facilities" where components.count == 2:
            decoded.facilities = decoder.facility(root, fileID: stem).map { [$0] } ?? []
        case "classes" where components.count == 2:
            decoded.classes = decoder.centreClass(root, fileID: stem).map { [$0] } ?? []
        case "payments" where components.count == 2:
            decoded.payments = decoder.payments(root, fileName: stem)
        case "bookings":
            decoded.bookings = decoder.bookings(root, fileName: stem)
        default:
            context.report(.strayCentreFile, line: 1, column: 1)
        }
        decoded.diagnostics = context.diagnostics
        decoded.media = context.media.map { ($0.0, $0.1, path) }
        return decoded
    }

    private func parse(_ path: String, context: DecodingContext) -> ParsedDocument? {
        guard let format = DocumentFormat(path: path) else { return nil }
        return try? SiteLoader.readDocument(path, format: format, siteDirectory: siteDirectory, fileSystem: fileSystem,
                                            limits: config.limits, context: context).get()
    }

    static func membershipWithoutCentre(_ athlete: Athlete) -> Diagnostic {
        let problem = ContentProblem.membershipWithoutCentre
        let line = athlete.membership?.planLine ?? 1, column = athlete.membership?.planColumn ?? 1
        return Diagnostic(problem.severity, at: SourceLocation(file: athlete.sourcePath, line: line, column: column),
                          keyPath: "membership.plan", message: problem.message, hint: problem.hint)
    }
}

/// What the centre's files hold before they are checked against each other: of one
/// file, then of all of them.
struct CentreDrafts: Sendable {
    var centre: Centre?
    /// A `centre.yaml` was there, even if it could not be read.
    var sawCentreFile = false
    /// Plans of `centre.yaml` with errors, by id.
    var unreadPlans: Set<String> = []
    var facilities: [Located<Facility>] = []
    var classes: [Located<ClassDraft>] = []
    var payments: [Located<PaymentDraft>] = []
    var bookings: [Located<BookingDraft>] = []
    var diagnostics: [Diagnostic] = []
    /// Facilities' photos: as written, where, and the file that names them.
    var media: [(written: String, location: SourceLocation, file: String)] = []
}

/// A decoded value and where it was written, for the checks across files.
struct Located<Value: Sendable>: Sendable {
    var value: Value
    var location: SourceLocation
    var keyPath: String
}

struct PaymentDraft: Sendable {
    var payment: Payment
    var memberLocation: SourceLocation
}

struct BookingDraft: Sendable {
    var booking: Booking
    /// For a class's booking, where the class is named.
    var facilityAt: Located<String>
    var memberAt: Located<String>
    var sessionAt: Located<String>?
    var classAt: Located<String>? = nil
}

struct ClassDraft: Sendable {
    var centreClass: CentreClass
    var facilityAt: Located<String>
    var instructorAt: Located<String>
    var sessionAt: Located<String>?
    var capacityAt: SourceLocation
    /// Each run of the timetable where it is written, in the order written.
    var runs: [Located<ClassRun>]
}

extension SiteLoader {
    /// Loads `content/centre/` into an assembled library (docs/centre.md).
    func addCentre(to library: inout TrainingLibrary, outcomes: [FileOutcome], centreFiles: [String], assets: [String],
                   siteDirectory: String, diagnostics: inout DiagnosticList) async {
        let loaded = Set(library.athletes.map(\.id))
        var failed = Set(outcomes.flatMap { $0.athletes.map(\.id) })
        failed.formUnion(outcomes.compactMap { $0.unparsed?.kind == .athletes ? $0.unparsed?.id : nil })
        failed.subtract(loaded)
        let result = await CentreLoader(siteDirectory: siteDirectory, fileSystem: fileSystem, config: library.config,
                                        names: library.names)
            .load(files: centreFiles, athletes: library.athletes, failedAthletes: failed, sessionIDs: Set(library.sessions.map(\.id)),
                  assets: Set(assets))
        library.centre = result.centre
        diagnostics.append(contentsOf: result.diagnostics)
    }
}
