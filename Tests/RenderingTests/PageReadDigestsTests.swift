import Testing
@testable import Rendering
import TextAndDates
import TrainingModel

/// An athlete's digest is that of their inputs' paths and hashes, worked out unless the
/// caller knows that none of their inputs changed since the digests were recorded.
@Suite struct PageReadDigestsTests {
    static let owners = [
        "content/workouts/ana/1.yaml": "ana", "content/workouts/ana/2.yaml": "ana",
        "content/workouts/ben/1.yaml": "ben",
    ]
    static let recordedDigest = ContentHash(high: 1, low: 2)

    static func digests(recorded: ContentHash?, changedAthletes: Set<String>?) throws -> PageReadDigests {
        let renderer = SiteRenderer(library: SampleLibrary.twoAthletes(), theme: try Theme.builtIn(), asOf: SampleLibrary.asOf)
        return PageReadDigests(renderer: renderer, owners: owners, hash: { ContentHash(Array($0.utf8)) },
                               recorded: { read in read == .athlete("ben") || read == .athlete("ana") ? recorded : nil },
                               changedAthletes: changedAthletes)
    }

    @Test func anAthleteWhoseInputsDidNotChangeHasTheRecordedDigest() throws {
        let worked = try Self.digests(recorded: nil, changedAthletes: nil)
        let known = try Self.digests(recorded: Self.recordedDigest, changedAthletes: ["ana"])
        #expect(known.digest(.athlete("ben")) == Self.recordedDigest)
        // Ana's inputs changed: hers is worked out, whatever was recorded.
        #expect(known.digest(.athlete("ana")) == worked.digest(.athlete("ana")))
        #expect(known.digest(.athlete("ana")) != Self.recordedDigest)
        // Without the changed athletes, every digest is worked out.
        let unknown = try Self.digests(recorded: Self.recordedDigest, changedAthletes: nil)
        #expect(unknown.digest(.athlete("ben")) == worked.digest(.athlete("ben")))
        #expect(worked.digest(.athlete("ben")) != worked.digest(.athlete("ana")))
    }

    /// With nothing recorded for an athlete the caller did not name, their inputs are
    /// grouped after all: the digest is the one worked out from every input.
    @Test func anAthleteWithNothingRecordedIsWorkedOutFromTheirInputs() throws {
        let worked = try Self.digests(recorded: nil, changedAthletes: nil)
        let grouped = try Self.digests(recorded: nil, changedAthletes: ["ana"])
        #expect(grouped.digest(.athlete("ben")) == worked.digest(.athlete("ben")))
        #expect(grouped.digest(.everyAthlete) == worked.digest(.everyAthlete))
    }
}
