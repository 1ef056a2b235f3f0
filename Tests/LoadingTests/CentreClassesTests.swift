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
        #expect(centre.inventory == [
            InventoryLine(name: "Dumbbell pairs", quantity: 8, places: [.init(facility: "studio", quantity: 6),
                                                                        .init(facility: nil, quantity: 2)]),
            InventoryLine(name: "Foam roller", quantity: 8, places: [.init(facility: nil, quantity: 8)]),
            InventoryLine(name: "Yoga mat", quantity: 10, places: [.init(facility: "studio", quantity: 10)]),
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
        #expect(found == [])
    }
}
