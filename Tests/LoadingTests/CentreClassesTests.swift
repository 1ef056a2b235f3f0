import Loading
import TestSupport
import Testing
import TrainingModel

/// docs/centre.md#classes, #facilities and #inventory: classes with their timetable, a
/// facility's description, photo and equipment, and every problem located.
@Suite struct CentreClassesTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// `SiteFiles.centre` with two instructors, the centre's own equipment, a studio for 10
    /// with a photo and equipment, and a class there on Mondays and Wednesdays (twice).
    static let files = SiteFiles.centre
        .content("centre/centre.yaml", """
            name: Riverside Club
            opening_hours:
              monday: "07:00-22:00"
              tuesday: "07:00-22:00"
              wednesday: "07:00-22:00"
              sunday: closed
            instructors:
              - {id: marta, name: Marta Gil}
              - {id: diego, name: Diego Ramos}
            equipment:
              Foam roller: 8
              dumbbell pair: 2
            plans:
              - {id: full, name: Full, monthly_fee: 45.50}
              - {id: basic, name: Basic, monthly_fee: 30, sessions_included: 8}

            """)
        .content("centre/facilities/studio.yaml", """
            name: Studio
            capacity: 10
            slot: 60
            description: A room with mirrors.
            photo: studio.svg
            equipment: {Yoga mat: 10, Dumbbell pairs: 6}

            """)
        .content("centre/facilities/studio.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n")
        .content("centre/classes/yoga.yaml", """
            name: Yoga
            facility: studio
            instructor: marta
            capacity: 2
            session: swim
            timetable:
              monday: "18:00-19:00"
              wednesday: ["07:30-08:30", "19:00-20:00"]

            """)

    @Test func loadsClassesTheirBookingsAndTheFacilitiesInFull() async throws {
        let (library, diagnostics) = await load(Self.files.content("centre/bookings/2026-03-04.yaml", """
            - {class: yoga, member: ana, start: "19:00"}
            - {class: yoga, member: ben, start: "07:30"}

            """).content("centre/bookings/2026-03-09.yaml", "- {class: yoga, member: ben}\n"))
        #expect(diagnostics == [])
        let centre = try #require(library.centre)
        #expect(centre.instructors == [Instructor(id: "diego", name: "Diego Ramos"), Instructor(id: "marta", name: "Marta Gil")])
        #expect(centre.classes == [CentreClass(
            id: "yoga", name: "Yoga", facility: "studio", instructor: "marta", capacity: 2,
            runs: [ClassRun(weekday: .monday, start: 1080, end: 1140), ClassRun(weekday: .wednesday, start: 450, end: 510),
                   ClassRun(weekday: .wednesday, start: 1140, end: 1200)],
            session: "swim")])
        #expect(centre.facility(id: "studio") == Facility(
            id: "studio", name: "Studio", capacity: 10, slotMinutes: 60, description: "A room with mirrors.",
            photo: "centre/facilities/studio.svg",
            equipment: [EquipmentItem(name: "Yoga mat", quantity: 10), EquipmentItem(name: "Dumbbell pairs", quantity: 6)]))
        #expect(centre.equipment == [EquipmentItem(name: "Foam roller", quantity: 8), EquipmentItem(name: "dumbbell pair", quantity: 2)])
        // A class's booking takes its facility and its run's time.
        #expect(centre.bookings.filter { $0.classID != nil } == [
            Booking(date: Self.day("2026-03-04"), facility: "studio", member: "ben", start: 450, end: 510, classID: "yoga"),
            Booking(date: Self.day("2026-03-04"), facility: "studio", member: "ana", start: 1140, end: 1200, classID: "yoga"),
            Booking(date: Self.day("2026-03-09"), facility: "studio", member: "ben", start: 1080, end: 1140, classID: "yoga"),
        ])
        // The studio's 6 dumbbell pairs and the centre's 2 are one line, named as first written.
        #expect(centre.inventory(names: .builtIn) == [
            InventoryLine(name: "Dumbbell pairs", quantity: 8, places: [.init(facility: "studio", quantity: 6),
                                                                        .init(facility: nil, quantity: 2)]),
            InventoryLine(name: "Foam roller", quantity: 8, places: [.init(facility: nil, quantity: 8)]),
            InventoryLine(name: "Yoga mat", quantity: 10, places: [.init(facility: "studio", quantity: 10)]),
        ])
    }

    /// The inventory's lines follow the site's rule of names: with `[foam roller, roller]` in
    /// `content/names.yaml`, the studio's 4 rollers and the centre's 8 foam rollers are one line.
    @Test func theInventoryComparesNamesByTheSitesRule() async throws {
        let files = Self.files
            .content("centre/facilities/studio.yaml", "name: Studio\ncapacity: 10\nslot: 60\nequipment: {Yoga mat: 10, Rollers: 4}\n")
            .content("names.yaml", "synonyms:\n  - [foam roller, roller]\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let centre = try #require(library.centre)
        #expect(centre.inventory(names: library.names) == [
            InventoryLine(name: "dumbbell pair", quantity: 2, places: [.init(facility: nil, quantity: 2)]),
            InventoryLine(name: "Rollers", quantity: 12, places: [.init(facility: "studio", quantity: 4),
                                                                 .init(facility: nil, quantity: 8)]),
            InventoryLine(name: "Yoga mat", quantity: 10, places: [.init(facility: "studio", quantity: 10)]),
        ])
        #expect(centre.inventory(names: .builtIn).map(\.name) == ["dumbbell pair", "Foam roller", "Rollers", "Yoga mat"])
    }

    /// A photo that is not there: a warning at `photo:`, as a missing exercise image is.
    @Test func aMissingFacilityPhotoIsAWarning() async {
        let found = await diagnostics(Self.files.content("centre/facilities/pool.yaml", "name: Pool\ncapacity: 2\nslot: 60\nphoto: pool.jpg\n"))
        #expect(found == [
            "content/centre/facilities/pool.yaml:4:8: warning: expected the image content/centre/facilities/pool.jpg, "
                + "found no such file; the page would show a broken image\n  hint: add the file, or remove `photo:`",
        ])
    }

    @Test func reportsEveryProblemOfAClassAndItsBookings() async {
        let files = Self.files
            .content("athletes/dee.yaml", "name: Dee\nmembership: {plan: basic, since: 2026-01-01}\n")
            .content("centre/classes/solo.yaml", """
                facility: gym
                instructor: martha
                capacity: 1
                timetable:
                  sunday: "10:00-11:00"

                """)
            .content("centre/classes/spin.yaml", """
                facility: studio
                instructor: diego
                capacity: 12
                timetable:
                  monday: "18:00-19:00"

                """)
            .content("centre/classes/late.yaml", """
                facility: studio
                instructor: diego
                capacity: 4
                timetable:
                  sunday: "10:00-11:00"
                  monday: ["18:30-19:30", "21:30-22:30"]

                """)
            .content("centre/bookings/2026-03-04.yaml", """
                - {class: yoga, member: ana, start: "19:00"}
                - {class: yoga, member: ben, start: "19:00"}
                - {class: yoga, member: dee, start: "19:00"}
                - {class: yoga, member: ana, start: "12:00"}
                - {class: yoga, member: ben}
                - {class: yogga, member: ben}

                """)
            .content("centre/bookings/2026-03-03.yaml", """
                - {class: yoga, member: ana}
                - {class: yoga, member: ben, facility: studio, end: "20:00"}

                """)
            .content("centre/bookings/2026-03-09.yaml", """
                - {facility: studio, member: dee, start: "18:00", end: "19:00"}

                """)
        let found = await diagnostics(files)
        #expect(found == [
            "content/centre/bookings/2026-03-03.yaml:1:3: error: [0]: the class `yoga` does not run on tuesdays",
            "content/centre/bookings/2026-03-03.yaml:2:3: error: [1]: the class `yoga` does not run on tuesdays",
            "content/centre/bookings/2026-03-03.yaml:2:40: error: [1].facility: `class` and `facility` cannot be used together",
            "content/centre/bookings/2026-03-03.yaml:2:53: error: [1].end: `class` and `end` cannot be used together",
            // Over the class's places: at the booking past them, naming those booked.
            "content/centre/bookings/2026-03-04.yaml:3:3: error: [2]: the class `yoga` has 2 places; this booking makes 3 at 19:00 (with `ana` and `ben`)",
            "content/centre/bookings/2026-03-04.yaml:4:3: error: [3]: the class `yoga` does not run at 12:00 on wednesdays: it runs at `07:30` and `19:00`",
            "content/centre/bookings/2026-03-04.yaml:5:3: error: [4]: the class `yoga` runs more than once on wednesdays (`07:30` and `19:00`): `start` says which",
            "content/centre/bookings/2026-03-04.yaml:6:11: error: [5].class: unknown class `yogga`\n  hint: did you mean `yoga`?",
            // A class takes its facility while it runs.
            "content/centre/bookings/2026-03-09.yaml:1:3: error: [0]: `studio` is taken by the class `late` 18:30–19:30 on mondays",
            "content/centre/classes/late.yaml:5:11: error: timetable.sunday: the centre is closed on sundays, so no class can run then",
            "content/centre/classes/late.yaml:6:27: error: timetable.monday[1]: the class 21:30–22:30 is outside the opening hours on mondays (07:00–22:00)",
            "content/centre/classes/solo.yaml:1:11: error: facility: unknown facility `gym`",
            "content/centre/classes/solo.yaml:2:13: error: instructor: unknown instructor `martha`\n  hint: did you mean `marta`?",
            "content/centre/classes/solo.yaml:3:11: error: capacity: expected a whole number of places, at least 2 (a class is for a group; book a facility for one), found \"1\"",
            "content/centre/classes/spin.yaml:3:11: error: capacity: the class `spin` has 12 places, more than `studio` holds (10)",
            // `late` (checked before `yoga`, by id) has the studio from 18:30 on Mondays.
            "content/centre/classes/yoga.yaml:7:11: error: timetable.monday: `studio` is taken by the class `late` 18:30–19:30 on mondays",
        ])
    }
}
