import Foundation

/// The starter text `spotter new` writes for each kind: the documented fields with
/// example values, so a newcomer sees the format (docs/content-format.md) in place.
enum NewFileTemplates {
    static func file(kind: NewCommand.Kind, id: String, name: String, today: String) -> (String, String) {
        let quotedName = "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        switch kind {
        case .athlete:
            return ("\(id).md", """
            ---
            name: \(quotedName)
            birthdate: 1990-01-01
            height: 175
            bodyweight: 70
            goals: []
            disciplines: [strength]
            ---
            A few words about \(name).

            """)
        case .exercise:
            return ("\(id).md", """
            ---
            name: \(quotedName)
            aliases: []
            type: strength
            mechanic: compound
            equipment: []
            muscles:
              primary: []
              secondary: []
            metric: weight_reps
            ---
            ## What it is

            ## Steps
            1. 

            ## Cues
            - 

            ## Common mistakes
            - 

            """)
        case .session:
            return ("\(id).yaml", """
            name: \(quotedName)
            description: ""
            items:
              - exercise: back-squat
                prescription: 5x5 @ 75%, rest 3m

            """)
        case .workout:
            return ("\(today)-\(id).yaml", """
            date: \(today)
            name: \(quotedName)
            duration: 60
            rpe: 7
            entries:
              - exercise: back-squat
                sets: ["w: 60 x 5", 100 x 5 x 3]

            """)
        case .plan:
            return ("\(id).yaml", """
            name: \(quotedName)
            start: \(today)
            weeks: 4
            schedule:
              monday: upper-a
              thursday: lower-a
            deload_weeks: [4]

            """)
        case .measurements:
            return ("\(id).yaml", """
            entries:
              - {date: \(today), bodyweight: 70}

            """)
        case .page:
            return ("\(id).md", """
            ---
            title: \(quotedName)
            order: 10
            ---
            Write here.

            """)
        }
    }
}
