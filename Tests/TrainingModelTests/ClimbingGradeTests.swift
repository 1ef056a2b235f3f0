import Testing
import TrainingModel

/// Grades on the three scales (docs/content-format.md#climbing-grades) and their positions
/// (docs/statistics.md#grades).
@Suite struct ClimbingGradeTests {
    @Test func gradesArePlacedOnTheirScaleByTheCaseOfTheirLetter() {
        let read = ["6A", "6C", "7A", "3", "5+", "9A", "4a", "6a", "6c+", "7a", "9c", "VB", "V0", "V5", "v17", "vb", " V3 "]
            .map { ClimbingGrade($0).map { "\($0.scale.rawValue) \($0.position) \($0.text)" } }
        #expect(read == ["font 6 6A", "font 10 6C", "font 12 7A", "font 1 3", "font 5 5+", "font 24 9A",
                         "french 1 4a", "french 7 6a", "french 12 6c+", "french 13 7a", "french 29 9c",
                         "hueco 1 VB", "hueco 2 V0", "hueco 7 V5", "hueco 19 V17", "hueco 1 VB", "hueco 5 V3"])
        #expect(["6d", "5.12a", "E5", "V18", "9A+", "7", "", "6 A"].map { ClimbingGrade($0) == nil } == Array(repeating: true, count: 8))
    }

    @Test func theHarderOfTwoIsOnTheSameScaleOnly() throws {
        let b = try #require(ClimbingGrade("6B+")), c = try #require(ClimbingGrade("6C")), sport = try #require(ClimbingGrade("7a"))
        #expect(b.harder(c) == c)
        #expect(c.harder(b) == c)
        #expect(b.harder(sport) == b)
        #expect(b.harder(nil) == b)
    }
}
