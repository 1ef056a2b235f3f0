import Foundation
import Importing
import PropertyBased
import TrainingModel

/// Random Strong and Hevy exports shaped like the real ones (Hevy's dates in each form it writes, in five languages): Strong's four layouts (the oldest
/// with `lbs` and `mi` columns and set order from 0, the newest with every field quoted, `Weight (kg)` and `Distance (meters)`) and Hevy in kg and lb; Strong durations in
/// each form it writes (`56m`, `38min`, `1h 2m`, `1:02:03`, seconds); weights with the float noise the apps write (`74.99999999999999`); warm-up, drop and
/// failure sets; rest-timer rows; empty cells; negative weights; Hevy's two date formats; names,
/// titles and notes with commas, quotes, semicolons, line breaks and non-ASCII text; decimal
/// commas in the semicolon layout.
enum ExportGenerator {
    enum Layout: CaseIterable, Sendable {
        case strongCommaKilograms, strongCommaPounds, strongSemicolon, strongOldest, strongNewest, strongFrench, strongGerman
        /// Strong's comma layout with a header of made-up words (`placeholderHeader`), read by the
        /// columns' places.
        case strongPlaceholder
        /// Strong in Simplified Chinese, every column by its name, with a rest-timer label of
        /// PLACEHOLDER (the real one has not been seen) that the import tells from the rows.
        case strongChinese
        case hevyKilograms, hevyPounds
        case fitNotesKilograms, fitNotesWeightUnit, fitNotesIOS, fitbod
        case garminEnglish, garminEnglishDecimalComma, garminNorwegian, garminGerman, garminFrench, garminSpanish,
             garminItalian, garminDutch, garminPortuguese, garminDanish, garminSwedish, garminPolish, garminHungarian
        /// Garmin's 2018 exports, which write the type's key (`running`, `lap_swimming`) whatever the
        /// language: Dutch with the names of that year (`Stijging`), and Finnish.
        case garminDutch2018, garminFinnish
        /// Garmin's 25-column Portuguese layout with a header of PLACEHOLDERS (a language Spotter
        /// does not know): read by place.
        case garminPlaceholder
        case strava, strava2018, strava103, stravaGerman, stravaFrench
        /// Strava's 92-column layout with the Dutch names seen (placeholders elsewhere), and with
        /// placeholders only (read by place).
        case stravaDutch, stravaPlaceholder

        var source: ImportSource {
            switch self {
            case .hevyKilograms, .hevyPounds: return .hevy
            case .fitNotesKilograms, .fitNotesWeightUnit, .fitNotesIOS: return .fitnotes
            case .fitbod: return .fitbod
            case .garminEnglish, .garminEnglishDecimalComma, .garminNorwegian, .garminGerman, .garminFrench, .garminSpanish,
                 .garminItalian, .garminDutch, .garminPortuguese, .garminDanish, .garminSwedish, .garminPolish,
                 .garminHungarian, .garminDutch2018, .garminFinnish, .garminPlaceholder: return .garmin
            case .strava, .strava2018, .strava103, .stravaGerman, .stravaFrench, .stravaDutch, .stravaPlaceholder: return .strava
            default: return .strong
            }
        }
        /// What `--unit` (or the site's units) says; only Strong's comma layout needs it (the
        /// oldest layout's `lbs` column wins over it).
        var unitOption: MassUnit { self == .strongCommaPounds ? .lb : .kg }
    }

    static let exerciseNames = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Pull Up", "Pull Up (Assisted)", "Running", "Plank",
        "Lat Pulldown (Cable)", "Press à la française, \"strict\"", "Zercher Squat ☃", "Сгибания рук", "Rowing (Machine)",
        "Overhead Press (Each Side, Dumbbells)",
    ]
    /// PLACEHOLDERS, not Strong's translation: made-up words in Cyrillic standing for a header
    /// in a language Spotter does not know (Strong's own translations are not public), in the
    /// comma layout's order; `RPE` stays at its place, as the German export keeps it. The
    /// rest-timer label and the duration words (hours, minutes) are made up too.
    static let placeholderHeader = ["Дывта", "Трумо назва", "Длыт", "Упрожа назва", "Порык", "Тяжба", "Повтык", "Дальма",
                                    "Секунцы", "Заметля", "Трумо заметля", "RPE"]
    static let placeholderRestTimer = "Отдышка"
    /// Strong's header in Simplified Chinese, as a real export has it.
    static let chineseHeader = ["日期", "锻炼名称", "时长", "运动名称", "设置顺序", "重量", "次", "距离", "秒", "备注", "锻炼备注", "RPE"]

    static let titles = ["Upper A", "Push, Pull", "Día \"pesado\"", "💪", "Legs; heavy", ""]
    static let notes = ["", "Felt strong, slept well.", "Line one\nLine two", "Said \"go\"; ok", "Ñ — ü", "  spaced  "]

    struct SetSpec: Sendable {
        /// 0 working, 1 warm-up, 2 drop, 3 failure, 4 a Strong rest-timer row (a Hevy working set).
        var kind: Int
        /// Halves of the unit; -1 for an empty cell.
        var halves: Int
        /// 0 as typed, 1 through a kilogram round trip, 2 one float step up, 3 one down, 4 negative
        /// (assistance, as some exports write it).
        var noise: Int
        /// -1 for an empty cell.
        var reps: Int
        /// Halves of RPE from 12 (6) up; -1 empty; 21 an RPE off the half steps (7.3).
        var rpe: Int
        /// 0 nothing, 1 a distance and time, 2 a time, 3 a distance next to reps.
        var cardio: Int
    }

    struct EntrySpec: Sendable {
        var exercise: Int
        var sets: [SetSpec]
        var note: Int
        var superset: Bool
    }

    struct WorkoutSpec: Sendable {
        var month: Int, day: Int, minute: Int
        var title: Int
        var note: Int
        var entries: [EntrySpec]
    }

    struct Export: Sendable, CustomStringConvertible {
        var layout: Layout
        var workouts: [WorkoutSpec]
        var text: String { ExportGenerator.csv(layout, workouts) }
        var description: String { "\(layout)\n\(text)" }
    }

    static var set: Generator<SetSpec, some SendableSequenceType> {
        zip(Gen.int(in: 0...4), Gen.int(in: -1...900), Gen.int(in: 0...4), Gen.int(in: -1...30), Gen.int(in: -1...21),
            Gen.int(in: 0...3)).map { SetSpec(kind: $0, halves: $1, noise: $2, reps: $3, rpe: $4, cardio: $5) }
    }

    static var entry: Generator<EntrySpec, some SendableSequenceType> {
        zip(Gen.int(in: 0...(exerciseNames.count - 1)), set.array(of: 1...4), Gen.int(in: 0...(notes.count - 1)), Gen.bool)
            .map { EntrySpec(exercise: $0, sets: $1, note: $2, superset: $3) }
    }

    static var workout: Generator<WorkoutSpec, some SendableSequenceType> {
        zip(Gen.int(in: 1...12), Gen.int(in: 1...28), Gen.int(in: 0...(22 * 60)), Gen.int(in: 0...(titles.count - 1)),
            Gen.int(in: 0...(notes.count - 1)), entry.array(of: 1...3))
            .map { WorkoutSpec(month: $0, day: $1, minute: $2, title: $3, note: $4, entries: $5) }
    }

    static var export: Generator<Export, some SendableSequenceType> {
        zip(Gen.int(in: 0...(Layout.allCases.count - 1)), workout.array(of: 1...3))
            .map { Export(layout: Layout.allCases[$0], workouts: $1) }
    }

    // MARK: - Writing the CSV

    static func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }

    /// A number as an app prints a double: `75.0`, `74.99999999999999`, with a decimal comma when asked.
    static func number(_ value: Double, decimalComma: Bool) -> String {
        let text = "\(value)"
        return decimalComma ? text.replacingOccurrences(of: ".", with: ",") : text
    }

    static func weight(_ spec: SetSpec, pounds: Bool) -> Double? {
        guard spec.halves >= 0 else { return nil }
        let typed = Double(spec.halves) / 2
        switch spec.noise {
        case 1: return pounds ? typed * MassUnit.kilogramsPerPound / MassUnit.kilogramsPerPound : typed / 2.2 * 2.2
        case 2: return typed.nextUp
        case 3: return typed > 0 ? typed.nextDown : typed
        case 4: return -typed
        default: return typed
        }
    }

    static func csv(_ layout: Layout, _ workouts: [WorkoutSpec]) -> String {
        var lines: [String] = []
        let semicolon = layout == .strongSemicolon || layout == .strongNewest
        let pounds = pounds(layout)
        switch layout {
        case .strongCommaKilograms, .strongCommaPounds:
            lines.append("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE")
        case .strongPlaceholder:
            lines.append(placeholderHeader.joined(separator: ","))
        case .strongChinese:
            lines.append(chineseHeader.joined(separator: ","))
        case .strongFrench:
            // The French header as real exports have it (one with a typographic apostrophe).
            lines.append("Date,Nom de l’entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,"
                + "Notes d'entraînement,RPE")
        case .strongGerman:
            // The German header as real exports have it, every column translated.
            lines.append("Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,"
                + "Notizen,Workout-Notizen,RPE")
        case .strongSemicolon:
            lines.append("Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration")
        case .strongOldest:
            lines.append("Date,Workout Name,Exercise Name,Set Order,lbs,Reps,mi,Seconds,Notes")
        case .strongNewest:
            lines.append(["Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order", "Weight (kg)",
                          "Reps", "RPE", "Distance (meters)", "Seconds", "Notes", "Workout Notes"].map(quoted).joined(separator: ";"))
        case .fitNotesKilograms:
            lines.append("Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment")
        case .fitNotesWeightUnit:
            lines.append("Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time")
        case .fitNotesIOS:
            lines.append("Name,Start Date (UTC),Start Time (UTC),End Date (UTC),End Time (UTC),BodyWeight,Exercise,Equipment,"
                + "Reps,Weight,Time,Distance,Status,Categories")
        case .strava, .strava2018, .strava103, .stravaGerman, .stravaFrench, .stravaDutch, .stravaPlaceholder:
            return stravaCSV(layout, workouts)
        case .fitbod:
            return fitbodCSV(workouts)
        case .garminEnglish, .garminEnglishDecimalComma, .garminNorwegian, .garminGerman, .garminFrench, .garminSpanish,
             .garminItalian, .garminDutch, .garminPortuguese, .garminDanish, .garminSwedish, .garminPolish, .garminHungarian,
             .garminDutch2018, .garminFinnish, .garminPlaceholder:
            return garminCSV(layout, workouts)
        case .hevyKilograms, .hevyPounds:
            lines.append("title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,"
                + (pounds ? "weight_lbs" : "weight_kg") + ",reps," + (pounds ? "distance_miles" : "distance_km")
                + ",duration_seconds,rpe")
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        for (workoutIndex, workout) in workouts.enumerated() {
            let date = "2026-\(two(workout.month))-\(two(workout.day))"
            let hour = workout.minute / 60, minute = workout.minute % 60
            let title = titles[workout.title]
            let workoutNote = notes[workout.note]
            // The placeholder layout's durations have made-up words: a one-part one (`56мнт`) is read
            // only when a two-part one (`1чсв 2мнт`) in the same export says which word is minutes.
            let learnable = workouts.contains { $0.minute % 5 == 2 }
            let duration = (layout == .strongFrench || layout == .strongGerman ? ["56min", "38min", "1h 2min", "1:02:03", "3720"]
                : layout == .strongPlaceholder
                    ? [learnable ? "56мнт" : "0чсв 56мнт", learnable ? "38мнт" : "0чсв 38мнт", "1чсв 2мнт", "1:02:03", "3720"]
                : layout == .strongChinese ? ["56分钟", "38分钟", "1小时2分钟", "1:02:03", "3720"]
                : ["56m", "38min", "1h 2m", "1:02:03", "3720"])[workout.minute % 5]
            for (entryIndex, entry) in workout.entries.enumerated() {
                let name = exerciseNames[entry.exercise]
                let note = notes[entry.note]
                var order = 0
                for (setIndex, set) in entry.sets.enumerated() {
                    let weightText = weight(set, pounds: pounds).map { number($0, decimalComma: semicolon) } ?? ""
                    let repsText = set.reps < 0 ? "" : layout.source == .strong ? "\(set.reps).0" : "\(set.reps)"
                    let rpeText = set.rpe < 12 ? "" : set.rpe == 21 ? number(7.3, decimalComma: semicolon)
                        : number(Double(set.rpe) / 2, decimalComma: semicolon)
                    let distance = set.cardio == 1 || set.cardio == 3
                        ? number(Double(set.halves + 2) / 4 + 0.1 + 0.2, decimalComma: semicolon) : ""
                    let seconds = set.cardio == 1 || set.cardio == 2 ? "\(60 + set.halves * 7)" : ""
                    switch layout {
                    case .strongCommaKilograms, .strongCommaPounds, .strongSemicolon, .strongOldest, .strongNewest, .strongFrench,
                         .strongGerman, .strongPlaceholder, .strongChinese:
                        let setOrder: String
                        switch set.kind {
                        case 1: setOrder = "W"
                        case 2: setOrder = "D"
                        case 3: setOrder = "F"
                        case 4: setOrder = layout == .strongFrench ? "Minuteur de repos" : layout == .strongGerman ? "Ruhezeit"
                            : layout == .strongPlaceholder || layout == .strongChinese ? placeholderRestTimer : "Rest Timer"
                        default:
                            order += 1
                            setOrder = "\(layout == .strongOldest ? order - 1 : order)"
                        }
                        if layout == .strongNewest {
                            // Every field quoted; distances in metres; the duration in seconds.
                            let metres = distance.isEmpty ? ""
                                : number((Double(set.halves + 2) / 4 + 0.1 + 0.2) * 1000, decimalComma: true)
                            lines.append(["\(workoutIndex + 1)", date + " \(two(hour)):\(two(minute)):00", title,
                                          "\(Int(strongDurations[workout.minute % 5]))", name, setOrder, weightText, repsText,
                                          rpeText, metres, seconds, note, workoutNote].map(quoted).joined(separator: ";"))
                        } else if layout == .strongOldest {
                            lines.append([date + " \(two(hour)):\(two(minute)):00", quoted(title), quoted(name), setOrder,
                                          weightText, repsText, distance, seconds, quoted(note)].joined(separator: ","))
                        } else if semicolon {
                            lines.append([date + " \(two(hour)):\(two(minute)):00", quoted(title), quoted(name), setOrder,
                                          weightText, weightText.isEmpty ? "" : "lbs", repsText, rpeText, distance,
                                          distance.isEmpty ? "" : "km", seconds, quoted(note), quoted(workoutNote),
                                          duration].joined(separator: ";"))
                        } else if (layout == .strongPlaceholder || layout == .strongChinese) && set.kind == 4 {
                            // A rest-timer row as Strong writes one: the rest's seconds, no set and no note.
                            lines.append([date + " \(two(hour)):\(two(minute)):00", quoted(title), duration, quoted(name),
                                          setOrder, "", "", "", seconds, "", quoted(workoutNote), ""].joined(separator: ","))
                        } else {
                            lines.append([date + " \(two(hour)):\(two(minute)):00", quoted(title), duration, quoted(name),
                                          setOrder, weightText, repsText, distance, seconds, quoted(note),
                                          quoted(workoutNote), rpeText].joined(separator: ","))
                        }
                    case .fitNotesKilograms, .fitNotesWeightUnit:
                        // FitNotes writes commas in exercise names unquoted; cardio rows have a
                        // distance with its unit and a time as H:MM:SS; each day is one workout.
                        let fitName = name.contains("\"") ? quoted(name) : name
                        let category = ["Chest", "Legs", "Back", "Back", "Cardio", "Abs", "Back", "Triceps", "Legs",
                                        "Biceps", "Cardio", "Shoulders"][entry.exercise]
                        let cardio = !distance.isEmpty || !seconds.isEmpty
                        let time = seconds.isEmpty ? "" : Int(seconds).map { "\($0 / 3600):\(two($0 / 60 % 60)):\(two($0 % 60))" } ?? ""
                        var fields = [date, fitName, category, cardio ? "" : weightText]
                        if layout == .fitNotesWeightUnit { fields.append(cardio || weightText.isEmpty ? "" : "lbs") }
                        // FitNotes (Android) writes `0.0` and a weight unit as the distance of a timed set without one.
                        let timedOnly = distance.isEmpty && !seconds.isEmpty
                        let distanceUnit = timedOnly ? (layout == .fitNotesKilograms ? "kg" : "lbs") : distance.isEmpty ? "" : "km"
                        fields += [cardio ? "" : repsText, timedOnly ? "0.0" : distance, distanceUnit, time]
                        if layout == .fitNotesKilograms { fields.append(quoted(note)) }
                        lines.append(fields.joined(separator: ","))
                    case .fitNotesIOS:
                        // US dates, 12-hour UTC times, decimal commas, Status (a rest-timer kind is a set
                        // never started), cardio rows with 0 weight and reps.
                        let usDate = "\(workout.month)/\(workout.day)/2026"
                        func clock(_ hour: Int) -> String { "\((hour + 11) % 12 + 1):\(two(minute)) \(hour < 12 ? "AM" : "PM")" }
                        let cardio = !distance.isEmpty || !seconds.isEmpty
                        let kilograms = weight(set, pounds: false).map { number($0, decimalComma: true) } ?? ""
                        let time = seconds.isEmpty ? "" : Int(seconds).map { "\($0 / 3600):\(two($0 / 60 % 60)):\(two($0 % 60))" } ?? ""
                        let status = set.kind == 3 ? "Failed" : set.kind == 4 ? "NotStarted" : "Done"
                        let category = ["Chest", "Legs", "Back", "Back", "Cardio", "Abs", "Back", "Triceps", "Legs",
                                        "Biceps", "Cardio", "Shoulders"][entry.exercise]
                        lines.append([quoted(title), usDate, clock(hour), usDate, clock(hour + 1), quoted("80,5"), quoted(name),
                                      "Barbell", cardio ? "0" : repsText, cardio ? "0" : quoted(kilograms), time,
                                      distance.replacingOccurrences(of: ".", with: ",").isEmpty ? ""
                                          : quoted(distance.replacingOccurrences(of: ".", with: ",")),
                                      status, category].joined(separator: ","))
                    case .strava, .strava2018, .strava103, .stravaGerman, .stravaFrench, .stravaDutch, .stravaPlaceholder, .fitbod,
                         .garminEnglish, .garminEnglishDecimalComma, .garminNorwegian, .garminGerman, .garminFrench,
                         .garminSpanish, .garminItalian, .garminDutch, .garminPortuguese, .garminDanish, .garminSwedish,
                         .garminPolish, .garminHungarian, .garminDutch2018, .garminFinnish, .garminPlaceholder:
                        break  // written by stravaCSV, fitbodCSV and garminCSV
                    case .hevyKilograms, .hevyPounds:
                        let type = ["normal", "warmup", "dropset", "failure", "normal"][set.kind]
                        // Hevy writes ISO 8601, `22 Nov 2026, 07:30`, `Nov 22, 2026, 7:30 PM` or
                        // `22.11.2026, 07:30`, depending on the export and the phone's language: the
                        // month's short name in English, Russian (`22 нояб. 2026 г., 07:30`) or Turkish
                        // (`22 Kas 2026 07:30`), and a 12-hour clock in English, Korean
                        // (`2026. 11. 22. 오후 6:30`) or Chinese (`2026年11月22日 下午6:30`).
                        let english = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                                       "Dec"][workout.month - 1]
                        let russian = ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.",
                                       "нояб.", "дек."][workout.month - 1]
                        let turkish = ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas",
                                       "Ara"][workout.month - 1]
                        func stamp(_ hour: Int, _ second: String) -> String {
                            let twelve = "\((hour + 11) % 12 + 1):\(two(minute))"
                            switch (workout.minute % 4, workout.day % 3) {
                            case (0, _): return date + "T\(two(hour)):\(two(minute)):\(second)+01:00"
                            case (1, 0): return "\(workout.day) \(english) 2026, \(two(hour)):\(two(minute))"
                            case (1, 1): return "\(workout.day) \(russian) 2026 г., \(two(hour)):\(two(minute))"
                            case (1, _): return "\(workout.day) \(turkish) 2026 \(two(hour)):\(two(minute))"
                            case (2, 0): return "\(english) \(workout.day), 2026, \(twelve) \(hour < 12 ? "AM" : "PM")"
                            case (2, 1): return "2026. \(workout.month). \(workout.day). \(hour < 12 ? "오전" : "오후") \(twelve)"
                            case (2, _): return "2026年\(workout.month)月\(workout.day)日 \(hour < 12 ? "上午" : "下午")\(twelve)"
                            default: return "\(two(workout.day)).\(two(workout.month)).2026, \(two(hour)):\(two(minute))"
                            }
                        }
                        let start = stamp(hour, "00"), end = stamp(hour + 1, "30")
                        lines.append([quoted(title), quoted(start), quoted(end), quoted(workoutNote),
                                      quoted(name), entry.superset ? "\(entryIndex / 2)" : "", quoted(note), "\(setIndex)",
                                      quoted(type), weightText, repsText, distance, seconds, rpeText]
                                        .joined(separator: ","))
                    }
                }
            }
        }
        // Strong's German exports have been seen with CRLF and no line end after the last row.
        if layout == .strongGerman { return lines.joined(separator: "\r\n") }
        return lines.joined(separator: layout == .strongCommaKilograms ? "\r\n" : "\n") + "\n"
    }

    /// Strava's activities.csv: one activity per workout, its type from the first exercise. `.strava`
    /// has a short header with Distance and Elapsed Time repeated, an HTML header cell, and a
    /// display distance with a decimal comma; `.strava103` every column of the 103-column layout
    /// (`Training Load`, weather, gear, `Total Reps`…); `.strava2018` the ten lowercase columns
    /// with the distance in metres and no moving time. The two real layouts write metres as a
    /// float's noise (`4995.899902`), CRLF line ends, descriptions across lines with emoji, and
    /// the newest activity first.
    static let stravaTypes = ["Run", "Ride", "Swim", "Walk", "Hike", "Weight Training", "Yoga"]
    /// The types as German and French exports write them (`Lauf`, `Course à pied`); the ones not
    /// seen in those languages keep their English names, as Strava writes some of them.
    static let stravaGermanTypes = ["Lauf", "Radfahrt", "Swim", "Walk", "Hike", "Weight Training", "Yoga"]
    static let stravaFrenchTypes = ["Course à pied", "Vélo", "Natation", "Marche", "Hike", "Weight Training", "Yoga"]
    /// `Hardloopsessie` (Run) as a Dutch export writes it; the other types in English.
    static let stravaDutchTypes = ["Hardloopsessie", "Ride", "Swim", "Walk", "Hike", "Weight Training", "Yoga"]
    /// The 92-column layout with the Dutch names seen in public parsers of Dutch exports at their
    /// places, PLACEHOLDERS (`Kolom 5`) for the columns whose Dutch names have not been seen.
    static var stravaDutch92Header: String {
        let dutch: [Int: String] = [
            0: "Activiteits-ID", 1: "Datum van activiteit", 2: "Naam activiteit", 3: "Activiteitstype", 5: "Verstreken tijd",
            6: "Afstand", 7: "Max. hartslag", 9: "Woon-werkverkeer", 12: "Bestandsnaam", 15: "Verstreken tijd",
            16: "Beweegtijd", 17: "Afstand", 18: "Max. snelheid", 19: "Gemiddelde snelheid", 20: "Totale stijging",
            21: "Totale daling", 28: "Max. cadans", 29: "Gemiddelde cadans", 30: "Max. hartslag", 31: "Gemiddelde hartslag",
            34: "Calorieën", 43: "Ervaren inspanning", 88: "Trainingsbelasting",
        ]
        return (0..<92).map { dutch[$0] ?? "Kolom \($0 + 1)" }.joined(separator: ",")
    }

    static let strava103Header = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,"
        + "Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,"
        + "Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,Elevation Loss,"
        + "Elevation Low,Elevation High,Max Grade,Average Grade,Average Positive Grade,Average Negative Grade,Max Cadence,"
        + "Average Cadence,Max Heart Rate,Average Heart Rate,Max Watts,Average Watts,Calories,Max Temperature,"
        + "Average Temperature,Relative Effort,Total Work,Number of Runs,Uphill Time,Downhill Time,Other Time,"
        + "Perceived Exertion,Type,Start Time,Weighted Average Power,Power Count,Prefer Perceived Exertion,"
        + "Perceived Relative Effort,Commute,Total Weight Lifted,From Upload,Grade Adjusted Distance,"
        + "Weather Observation Time,Weather Condition,Weather Temperature,Apparent Temperature,Dewpoint,Humidity,"
        + "Weather Pressure,Wind Speed,Wind Gust,Wind Bearing,Precipitation Intensity,Sunrise Time,Sunset Time,Moon Phase,"
        + "Bike,Gear,Precipitation Probability,Precipitation Type,Cloud Cover,Weather Visibility,UV Index,Weather Ozone,"
        + "Jump Count,Total Grit,Average Flow,Flagged,Average Elapsed Speed,Dirt Distance,Newly Explored Distance,"
        + "Newly Explored Dirt Distance,Activity Count,Total Steps,Carbon Saved,Pool Length,Training Load,Intensity,"
        + "Average Grade Adjusted Pace,Timer Time,Total Cycles,Recovery,With Pet,Competition,Long Run,For a Cause,With Kid,"
        + "Downhill Distance,Total Sets,Total Reps,Media"

    /// Strava's header in German (the 92-column layout) and in French (its first 21 columns), as
    /// real exports have them.
    static let stravaGerman92Header = "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Aktivitätsbeschreibung,Verstrichene Zeit,"
        + "Distanz,Max. Herzfrequenz,Relative Leistung,Pendeln,Hinweis zur Privatsphäre für Aktivitäten,"
        + "Aktivitätsausrüstung,Dateiname,Sportlergewicht,Fahrradgewicht,Verstrichene Zeit,Bewegungszeit,Distanz,"
        + "Höchstgeschw.,Durchschnittliche Geschwindigkeit,Höhenzunahme,Höhenunterschied,Min. Höhe,Max. Höhe,"
        + "Max. Steigung,Durchschnittliche Steigung,Durchschnittliche positive Steigung,"
        + "Durchschnittliche negative Steigung,Max. Tritt-/Schrittfrequenz,Durchschnittliche Trittfrequenz,"
        + "Max. Herzfrequenz,Durchschnittliche Herzfrequenz,Max. Watt,Durchschnittliche Watt,Kalorien,Max. Temperatur,"
        + "Durchschnittliche Temperatur,Relative Leistung,Gesamtarbeit,Anzahl Läufe,Bergaufzeit,Bergabzeit,Andere Zeit,"
        + "Gefühlte Anstrengung,Art,Startzeit,Gewichtete durchschnittliche Leistung,Leistungszahl,"
        + "Gefühlte Anstrengung verwenden,Gefühlte relative Leistung,Pendeln,Insgesamt gestemmtes Gewicht,Von Upload,"
        + "Auf Steigung angepasste Distanz,Wetterbeobachtungszeit,Wetterlage,Wetter: Temperatur,Scheinbare Temperatur,"
        + "Taupunkt,Luftfeuchtigkeit,Wetter: Druck,Windgeschwindigkeit,Windböe,Windrichtung,Niederschlagsintensität,"
        + "Sonnenaufgangszeit,Sonnenuntergangszeit,Mondphase,Fahrrad,Ausrüstung,Niederschlagswahrscheinlichkeit,"
        + "Niederschlagsart,Wolkendecke,Wetter: Sichtbarkeit,UV-Index,Wetter: Ozon,Sprunganzahl,Schwierigkeit insgesamt,"
        + "Durchschnittlicher Flow,Markiert,Durchschnittsgeschwindigkeit im Aufzeichnungszeitraum,"
        + "Auf Schotter zurückgelegte Distanz,Neu getestete Distanz,Neu getestete Schotterdistanz,Aktivitätsanzahl,"
        + "Schritte insgesamt,Eingesparte CO₂-Emissionen,Pool-Länge,Trainingsbelastung,Intensität,"
        + "Durchschnittliches auf Steigung angepasstes Tempo,Medien"
    static let stravaFrench21Header = "ID de l'activité,Date de l'activité,Nom de l'activité,Type d'activité,Description de l'activité,Temps écoulé,"
        + "Distance,Fréquence cardiaque max.,Effort relatif,Déplacement-transport,Note privée sur les activités,"
        + "Matériel utilisé pour l'activité,Nom du fichier,Poids de l'athlète,Poids du vélo,Temps écoulé,"
        + "Durée de déplacement,Distance,Vitesse max.,Vitesse moyenne,Dénivelé positif"

    /// Metres with a tenth, which a 32-bit float cannot hold exactly.
    static func stravaMetres(_ workout: WorkoutSpec) -> Double {
        Double(max(workout.entries[0].sets[0].halves, 0) + 2) * 10.5 + 0.4
    }

    /// The metres as Strava writes them: a 32-bit float printed with six decimals (4995.9 is
    /// `4995.899902`).
    static func noisyMetres(_ metres: Double) -> String { String(format: "%.6f", Double(Float(metres))) }

    static func stravaCSV(_ layout: Layout, _ workouts: [WorkoutSpec]) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var rows: [String] = []
        for (index, workout) in workouts.enumerated() {
            let hour = workout.minute / 60, minute = workout.minute % 60
            let date = "\(months[workout.month - 1]) \(workout.day), 2026, \((hour + 11) % 12 + 1):\(two(minute)):05 \(hour < 12 ? "AM" : "PM")"
            let types = layout == .stravaGerman ? stravaGermanTypes : layout == .stravaFrench ? stravaFrenchTypes
                : layout == .stravaDutch ? stravaDutchTypes : stravaTypes
            let type = types[workout.entries[0].exercise % types.count]
            let elapsed = 600 + workout.minute, moving = 570 + workout.minute
            let metres = stravaMetres(workout)
            let display = "\(metres / 1000)".replacingOccurrences(of: ".", with: workout.day % 2 == 0 ? "," : ".")
            let description = notes[workout.note] + (workout.note % 2 == 0 ? "" : "\n🏃‍♀️ 💨")
            switch layout {
            case .strava2018:
                rows.append(["\(1_900_000_000 + index)", "2026-\(two(workout.month))-\(two(workout.day)) \(two(hour)):\(two(minute)):05",
                             quoted(titles[workout.title]), type, quoted(description), "\(elapsed)", noisyMetres(metres),
                             workout.day % 2 == 0 ? "true" : "false", quoted("Shoes, old"), "activities/\(index).fit.gz"]
                    .joined(separator: ","))
            case .strava103, .stravaGerman, .stravaFrench, .stravaDutch, .stravaPlaceholder:
                var fields = [String](repeating: "", count: 103)
                let values: [Int: String] = [
                    0: "\(9_000_000_000 + index)", 1: quoted(date), 2: quoted(titles[workout.title]), 3: type,
                    4: quoted(description), 5: "\(elapsed)", 6: quoted(display), 7: "171.0", 8: "40", 9: "false",
                    11: quoted("Shoes, \"fast\""), 12: "activities/\(index).fit.gz", 13: "70.0", 14: "9.5",
                    15: "\(elapsed).0", 16: "\(moving).0", 17: noisyMetres(metres), 18: "4.1", 19: "2.79",
                    20: "\(workout.day).0", 30: "171.0", 31: workout.day % 3 == 0 ? "" : "140.5", 34: "400",
                    37: "40.0", 45: "1700000000.0", 51: "0.0", 53: "5100.0", 54: "1700000000", 56: "12.3", 65: "1699990000",
                    66: "1700030000", 79: "0.0", 88: "87", 91: "\(moving).0", 101: "0", 102: "",
                ]
                for (column, value) in values { fields[column] = value }
                switch layout {
                case .stravaGerman:
                    // Day first (`20.09.2026, 14:12:12`), the display distance with a decimal comma, and
                    // the 92-column layout, which ends with `Average Grade Adjusted Pace` and `Media`.
                    fields[1] = quoted("\(two(workout.day)).\(two(workout.month)).2026, \(two(hour)):\(two(minute)):05")
                    fields[6] = quoted("\(metres / 1000)".replacingOccurrences(of: ".", with: ","))
                    fields = Array(fields[0...90]) + [""]
                case .stravaDutch:
                    // Day first with Dutch month names (`9 mei 2026, 07:03:05`), a decimal comma.
                    let month = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"][workout.month - 1]
                    fields[1] = quoted("\(workout.day) \(month) 2026, \(two(hour)):\(two(minute)):05")
                    fields[6] = quoted("\(metres / 1000)".replacingOccurrences(of: ".", with: ","))
                    fields = Array(fields[0...90]) + [""]
                case .stravaPlaceholder:
                    fields = Array(fields[0...90]) + [""]
                case .stravaFrench:
                    fields[1] = "2026-\(two(workout.month))-\(two(workout.day)) \(two(hour)):\(two(minute)):05"
                    fields[6] = quoted("\(metres / 1000)".replacingOccurrences(of: ".", with: ","))
                    fields = Array(fields[0...20])
                default: break
                }
                rows.append(fields.joined(separator: ","))
            default:
                rows.append(["\(9_000_000_000 + index)", quoted(date), quoted(titles[workout.title]), type,
                             quoted(notes[workout.note]), "\(elapsed)", quoted(display), "170", "false", "\(elapsed).0",
                             "\(moving).0", "\(metres)", "\(workout.day).0", workout.day % 3 == 0 ? "" : "140.5", "5000"]
                    .joined(separator: ","))
            }
        }
        switch layout {
        case .strava2018:
            return (["id,date,name,type,description,elapsed_time,distance,commute,gear,filename"] + rows.reversed())
                .joined(separator: "\r\n") + "\r\n"
        case .strava103:
            return "\u{FEFF}" + ([strava103Header] + rows.reversed()).joined(separator: "\r\n") + "\r\n"
        case .stravaGerman:
            return "\u{FEFF}" + ([stravaGerman92Header] + rows.reversed()).joined(separator: "\r\n") + "\r\n"
        case .stravaFrench:
            return ([stravaFrench21Header] + rows).joined(separator: "\n") + "\n"
        case .stravaDutch:
            return "\u{FEFF}" + ([stravaDutch92Header] + rows.reversed()).joined(separator: "\r\n") + "\r\n"
        case .stravaPlaceholder:
            let header = (0..<92).map { "Столбец \($0 + 1)" }.joined(separator: ",")
            return ([header] + rows).joined(separator: "\r\n") + "\r\n"
        default:
            let header = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,"
                + "Max Heart Rate,Commute,Elapsed Time,Moving Time,Distance,Elevation Gain,Average Heart Rate,"
                + #""<span class=""translation_missing"">Total Steps</span>""#
            return ([header] + rows).joined(separator: "\n") + "\n"
        }
    }

    /// Fitbod's WorkoutExport.csv: one row per set, the workout's start (`+0000`) on each, weights
    /// in kilograms converted from the pounds typed (`45.359237`), a space before the reps,
    /// `isWarmup`, a `multiplier` of 2 for dumbbells, cardio rows with 0 weight and reps, and a
    /// blank line between workouts.
    static func fitbodCSV(_ workouts: [WorkoutSpec]) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var lines = ["Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier"]
        for workout in workouts {
            let date = "2026-\(two(workout.month))-\(two(workout.day)) \(two(workout.minute / 60)):\(two(workout.minute % 60)):07 +0000"
            for entry in workout.entries {
                let name = exerciseNames[entry.exercise]
                let dumbbells = name.contains("Dumbbell")
                for set in entry.sets {
                    let cardio = set.cardio != 0
                    let kilograms = set.halves < 0 ? "" : "\(Double(set.halves) / 2 * MassUnit.kilogramsPerPound)"
                    let reps = set.reps < 0 ? "" : " \(set.reps)"
                    let metres = set.cardio == 1 || set.cardio == 3 ? number((Double(set.halves + 2) / 4 + 0.1 + 0.2) * 1000, decimalComma: false) : "0.0"
                    let seconds = set.cardio == 1 || set.cardio == 2 ? "\(60 + set.halves * 7).0" : "0.0"
                    lines.append([quoted(date), quoted(name), cardio ? "0" : reps, cardio ? "0.0" : kilograms, seconds, metres,
                                  "0.0", "0.0", set.kind == 1 ? "true" : "false", quoted(notes[entry.note]),
                                  dumbbells ? "2.0" : "1.0"].joined(separator: ","))
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Garmin Connect's Activities.csv, one activity per workout, newest first, in the account's
    /// language, with the number formats seen in real exports whatever the header's language:
    /// English with thousands separators (`1,234`) or with decimal commas (`10,50`, `9.522` steps,
    /// `00:43:00,0`); Norwegian with decimal commas and `Distanse` twice; German with English
    /// numbers (`42.02`, `2,336`); French mixing both from row to row (`3.95`, `21,130`);
    /// Spanish, Italian, Portuguese, Dutch, Danish, Swedish, Polish and Hungarian with the columns
    /// and types seen, in English number format as their real exports have it; the 2018 layouts
    /// with type keys and times shorter than an hour as `32:11`; the Portuguese layout with
    /// PLACEHOLDER names. Runs, rides (and their treadmill, trail, indoor and virtual kinds), swims
    /// (in metres), and activities that have no set; the type comes from the first exercise.
    enum GarminKind: Sendable { case distance, swim, none }

    static func garminTypes(_ layout: Layout) -> [(name: String, kind: GarminKind)] {
        switch layout {
        case .garminEnglishDecimalComma:
            return [("Treadmill Running", .distance), ("Indoor Cycling", .distance), ("Lap Swimming", .swim),
                    ("Open Water Swimming", .swim), ("Trail Running", .distance), ("Strength Training", .none)]
        case .garminNorwegian: return [("Løping", .distance), ("Bassengsvømming", .swim), ("Styrketrening", .none)]
        case .garminGerman:
            return [("Laufen", .distance), ("Radfahren", .distance), ("Laufbandtraining", .distance),
                    ("Virtuelles Radfahren", .distance), ("Indoor-Radfahren", .distance), ("Gehen", .distance),
                    ("Krafttraining", .none)]
        case .garminFrench:
            return [("Course à pied", .distance), ("Course sur tapis roulant", .distance), ("Randonnée", .distance),
                    ("Marche à pied", .distance), ("Musculation", .none)]
        case .garminSpanish: return [("Carrera", .distance), ("Ciclismo", .distance), ("Entrenamiento de fuerza", .none)]
        case .garminItalian:
            return [("Corsa", .distance), ("Nuoto in piscina", .swim), ("Camminata", .distance), ("Yoga", .none)]
        case .garminPortuguese, .garminPlaceholder:
            return [("Corrida", .distance), ("Corrida em esteira", .distance), ("Natação em piscina", .swim),
                    ("Ciclismo em local fechado", .distance), ("Natação em alto mar", .swim), ("Cardiovascular", .none)]
        case .garminDutch:
            return [("Hardlopen", .distance), ("Fietsen", .distance), ("Baanzwemmen", .swim), ("Zwemmen in open water", .swim),
                    ("Yoga", .none)]
        case .garminDanish:
            return [("Løb", .distance), ("Løb terræn", .distance), ("Cykling", .distance), ("Cykling på grusveje", .distance),
                    ("Svøm i pool", .swim), ("Svømning i åbent vand", .swim), ("Gang", .distance), ("Styrketræning", .none)]
        case .garminSwedish:
            return [("Löpning", .distance), ("Löpband", .distance), ("Cykling", .distance), ("Inomhuscykling", .distance),
                    ("Simbassäng", .swim), ("Gång", .distance), ("Vandring", .distance), ("Styrketräning", .none)]
        case .garminPolish: return [("Bieganie", .distance)]
        case .garminHungarian:
            return [("Futás", .distance), ("Beltéri futás", .distance), ("Kerékpározás", .distance),
                    ("Szobakerékpározás", .distance), ("Nyíltvízi úszás", .swim), ("Gyaloglás", .distance),
                    ("Erősítő edzés", .none)]
        case .garminDutch2018:
            return [("running", .distance), ("cycling", .distance), ("open_water_swimming", .swim), ("lap_swimming", .swim),
                    ("hiking", .distance), ("other", .none)]
        case .garminFinnish:
            return [("walking", .distance), ("road_biking", .distance), ("street_running", .distance), ("uncategorized", .none)]
        default:
            return [("Running", .distance), ("Cycling", .distance), ("Pool Swim", .swim), ("Walking", .distance),
                    ("Hiking", .distance), ("Strength Training", .none), ("Yoga", .none)]
        }
    }

    /// The activity's metres, and whether it is a swim (its distance written in metres), or nil
    /// when the type has no set.
    static func garminActivity(_ layout: Layout, _ workout: WorkoutSpec) -> (metres: Double, swim: Bool)? {
        let types = garminTypes(layout)
        let kind = types[workout.entries[0].exercise % types.count].kind
        // Some swims over a kilometre, to write their thousands separator; none faster than 2 m/s
        // over its moving time, as a swimmer swims (a faster one is refused as a misread time).
        var metres = Double(max(workout.entries[0].sets[0].halves, 0) + 2) * (kind == .swim ? 20 : 10)
        if kind == .swim { metres = min(metres, Double(2 * (570 + workout.minute))) }
        return kind == .none ? nil : (metres, kind == .swim)
    }

    /// Whether the layout's header has a moving time (the set's time) and an elapsed time (the
    /// workout's duration); without them both are its one time.
    static func garminHasMovingTime(_ layout: Layout) -> Bool {
        ![.garminSpanish, .garminDutch2018, .garminFinnish].contains(layout)
    }

    /// The twelve names of the layouts that write the English one's columns in another language.
    static func garminNames(_ layout: Layout) -> String? {
        switch layout {
        case .garminDutch:
            "Activiteittype,Datum,Favoriet,Titel,Afstand,Calorieën,Tijd,Gem. HS,Totale stijging,Stappen,Tijd bewogen,Verstreken tijd"
        case .garminDanish:
            "Aktivitetstype,Dato,Favorit,Titel,Distance,Kalorier,Tid,Gennemsnitlig puls,Samlet stigning,Skridt,"
                + "Tid i bevægelse,Tidsforbrug"
        case .garminSwedish:
            "Aktivitetstyp,Datum,Favorit,Namn,Distans,Kalorier,Tid,Medelpuls,Total stigning,Steg,Färdtid,Total tid"
        case .garminPolish:
            "Typ aktywności,Data,Ulubiony,Tytuł,Dystans,Kalorie,Czas,Średnie tętno,Całkowity wznios,Kroki,Czas ruchu,Upłynęło czasu"
        case .garminHungarian:
            "Tevékenység típusa,Dátum,Kedvenc,Cím,Távolság,Kalóriaszám,Idő,Átlagos pulzusszám,Teljes emelkedés,Lépések,"
                + "Menetidő,Eltelt idő"
        default: nil
        }
    }

    static func garminCSV(_ layout: Layout, _ workouts: [WorkoutSpec]) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        func clock(_ seconds: Int) -> String { "\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))" }
        /// `1234` grouped by `separator` (`1,234`, `1.234`).
        func grouped(_ value: Int, _ separator: String) -> String {
            value >= 1000 ? "\(value / 1000)\(separator)\(String(String(value % 1000 + 1000).dropFirst()))" : "\(value)"
        }
        let header: String
        switch layout {
        case .garminNorwegian:
            header = "Aktivitetstype,Dato,Favoritt,Tittel,Distanse,Kalorier,Tid,Gjennomsnittlig puls,Stigning totalt,Distanse,"
                + "Tid i bevegelse,Medgått tid"
        case .garminGerman:
            header = "Aktivitätstyp,Datum,Favorit,Titel,Distanz,Kalorien,Zeit,Ø Herzfrequenz,Anstieg gesamt,Schritte,"
                + "Zeit in Bewegung,Verstrichene Zeit"
        case .garminFrench:
            header = "Type d'activité,Date,Favori,Titre,Distance,Calories,Durée,Fréquence cardiaque moyenne,Ascension totale,"
                + "Pas,Temps de déplacement,Temps écoulé"
        case .garminSpanish:
            header = "Tipo de actividad,Fecha,Título,Distancia,Calorías,Tiempo,Frecuencia cardiaca media,Ritmo medio,Ascenso total"
        case .garminItalian:
            header = "Tipo di attività,Data,Preferita,Titolo,Distanza,Calorie,Tempo,FC Media,Ascesa totale,Tempo in movimento,"
                + "Tempo trascorso"
        case .garminDutch2018:
            header = "Activiteittype,Datum,Favoriet,Titel,Afstand,Calorieën,Tijd,Gem. HS,Max. HS,Stijging"
        case .garminFinnish:
            header = "Suorituksen tyyppi,Päiväys,Suosikki,Otsikko,Matka,Kalorit,Aika,Keskisyke,Maksimisyke"
        case .garminPlaceholder:
            header = (1...25).map { "Coluna \($0)" }.joined(separator: ",")
        case .garminPortuguese:
            header = "Tipo de atividade,Data,Favorito,Título,Distância,Calorias,Tempo total,FC Média,FC máxima,"
                + "Cadência bicicleta média,Cadência de bicicleta máxima,Velocidade média,Velocidade máxima,Subida total,"
                + "Descida total,Comprimento médio da passada,Training Stress Score®,Passos,Descompressão,"
                + "Tempo da melhor volta,Número de voltas,Tempo em movimento,Tempo transcorrido,Elevação mínima,Elevação máxima"
        default:
            header = garminNames(layout)
                ?? "Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Total Ascent,Steps,Moving Time,Elapsed Time"
        }
        var rows: [String] = []
        for workout in workouts {
            let date = "2026-\(two(workout.month))-\(two(workout.day)) \(two(workout.minute / 60)):\(two(workout.minute % 60)):11"
            let elapsed = 600 + workout.minute, moving = 570 + workout.minute
            let activity = garminActivity(layout, workout)
            let types = garminTypes(layout)
            let type = types[workout.entries[0].exercise % types.count].name
            let metres = activity?.metres ?? 0
            let swim = activity?.swim == true
            let title = quoted(titles[workout.title])
            let heartRate = workout.day % 3 == 0 ? "--" : "14\(workout.day % 10)"
            let kilometres = "\(metres / 1000)"
            switch layout {
            case .garminNorwegian:
                let shown = swim ? grouped(Int(metres), " ") : kilometres.replacingOccurrences(of: ".", with: ",")
                rows.append([type, date, "false", title, quoted(shown), quoted("1 234"), quoted(clock(elapsed)),
                             quoted(heartRate), quoted("--"), quoted(shown), quoted(clock(moving)), quoted(clock(elapsed))]
                    .joined(separator: ","))
            case .garminEnglishDecimalComma:
                let shown = swim ? grouped(Int(metres), ".") : kilometres.replacingOccurrences(of: ".", with: ",")
                let fraction = workout.day % 2 == 0 ? "" : ",0"
                rows.append([type, date, "false", title, quoted(shown), quoted("1.234"), quoted(clock(elapsed) + fraction),
                             quoted(heartRate), quoted("--"), quoted("9.522"), quoted(clock(moving)),
                             quoted(clock(elapsed) + fraction)].joined(separator: ","))
            case .garminGerman:
                let shown = swim ? grouped(Int(metres), ",") : kilometres
                rows.append([type, date, "false", title, quoted(shown), quoted("2,336"), quoted(clock(elapsed)),
                             quoted(heartRate), quoted("933"), quoted("12,426"), quoted(clock(moving)), quoted(clock(elapsed))]
                    .joined(separator: ","))
            case .garminFrench:
                // The same file writes `3.95` on one row and `21,130` (three decimals) on another.
                let shown = workout.day % 2 == 0 ? kilometres
                    : String(format: "%.3f", metres / 1000).replacingOccurrences(of: ".", with: ",")
                rows.append([type, date, "false", title, quoted(shown), quoted("407"), quoted(clock(elapsed)),
                             quoted(heartRate), quoted("7"), quoted("4,404"), quoted(clock(moving)), quoted(clock(elapsed))]
                    .joined(separator: ","))
            case .garminSpanish:
                rows.append([type, date, title, quoted(kilometres), quoted("1,230"), quoted(clock(elapsed)), quoted(heartRate),
                             quoted("7:42"), quoted("230")].joined(separator: ","))
            case .garminItalian:
                // Swims in metres with a thousands separator (`1.500`), as the account's format writes them.
                let shown = swim ? grouped(Int(metres), ".") : kilometres
                rows.append([type, date, "false", title, quoted(shown), quoted("540"), quoted(clock(elapsed)), quoted(heartRate),
                             quoted("--"), quoted(clock(moving)), quoted(clock(elapsed))].joined(separator: ","))
            case .garminDutch2018, .garminFinnish:
                // Type keys; a time under an hour as minutes and seconds (`32:11`), as 2018's exports write it.
                let shown = swim ? grouped(Int(metres), ",") : kilometres
                let short = elapsed < 3600 ? "\(elapsed / 60):\(two(elapsed % 60))" : clock(elapsed)
                var fields = [type, date, "false", title, quoted(shown), quoted("1,427"), quoted(short), quoted(heartRate),
                              quoted("--")]
                if layout == .garminDutch2018 { fields.append(quoted("12")) }
                rows.append(fields.joined(separator: ","))
            case .garminPortuguese, .garminPlaceholder:
                // Decimal commas on some rows, swims in metres with a thousands separator (`1,214`),
                // `--` cells, a fraction of a second on the time.
                let shown = swim ? grouped(Int(metres), ",")
                    : workout.day % 2 == 0 ? kilometres : kilometres.replacingOccurrences(of: ".", with: ",")
                var fields = [type, date, workout.day % 5 == 0 ? "true" : "false", title, quoted(shown), quoted("512"),
                              quoted(clock(elapsed) + (workout.day % 3 == 0 ? ".0" : "")), quoted(heartRate), quoted("171")]
                fields += ["--", "--", "--", "--", "137", "143", "0.77", "0.0", "5,312", "Não", "00:05:41.2", "9"].map(quoted)
                fields += [clock(moving), clock(elapsed), "2,359", "--"].map(quoted)
                rows.append(fields.joined(separator: ","))
            default:
                let shown = swim ? grouped(Int(metres), ",") : kilometres
                rows.append([type, date, "false", title, quoted(shown), quoted("1,234"), clock(elapsed),
                             heartRate, "--", quoted("6,800"), clock(moving), clock(elapsed)].joined(separator: ","))
            }
        }
        return ([header] + rows.reversed()).joined(separator: "\r\n") + "\r\n"
    }

    /// The generator's own sums over what it wrote: sets (Strong's rest-timer rows are not sets),
    /// reps, metres of the sets' distances, volume (the sum of weight × reps in kilograms, the
    /// external load as statistics count it: assistance negative), seconds of the sets' times and
    /// seconds of the workouts' durations, computed from the specs rather than from the CSV text.
    struct Totals: Equatable, Sendable {
        var sets = 0
        var reps = 0
        var metres = 0.0
        var volumeKilograms = 0.0
        var setSeconds = 0.0
        var workoutSeconds = 0.0
    }

    /// Whether a layout's weights are pounds (else kilograms).
    static func pounds(_ layout: Layout) -> Bool {
        layout == .hevyPounds || layout == .strongSemicolon || layout == .strongCommaPounds || layout == .strongOldest
            || layout == .fitNotesWeightUnit || layout == .fitbod
    }

    /// The seconds of each Strong duration form the generator writes (`56m`, `38min`, `1h 2m`,
    /// `1:02:03`, `3720`), picked by the workout's minute.
    static let strongDurations: [Double] = [56 * 60, 38 * 60, 3720, 3723, 3720]

    static func totals(_ export: Export) -> Totals {
        let layout = export.layout
        let strong = layout.source == .strong
        // FitNotes and Fitbod write 0 in the weight and reps of a cardio row.
        let fitNotes = layout.source == .fitnotes || layout.source == .fitbod
        let miles = layout == .strongCommaPounds || layout == .strongOldest || layout == .hevyPounds
        var totals = Totals()
        if layout.source == .garmin {
            // Runs, rides, swims, walks and hikes have one set of the moving time; the workout's
            // duration is the elapsed time.
            for workout in export.workouts {
                totals.workoutSeconds += Double(600 + workout.minute)
                guard let activity = garminActivity(layout, workout) else { continue }
                totals.sets += 1
                totals.metres += activity.metres
                totals.setSeconds += Double((garminHasMovingTime(layout) ? 570 : 600) + workout.minute)
            }
            return totals
        }
        if layout.source == .strava {
            // Run, Ride, Swim, Walk and Hike have one cardio set; the others none. The set's time
            // is the moving time (the elapsed time in the 2018 layout, which has none), the
            // workout's duration the elapsed time.
            for workout in export.workouts {
                totals.workoutSeconds += Double(600 + workout.minute)
                // The German and French type lists are as long as the English one, in the same order.
                guard workout.entries[0].exercise % stravaTypes.count < 5 else { continue }
                totals.sets += 1
                totals.metres += stravaMetres(workout)
                totals.setSeconds += Double((layout == .strava2018 ? 600 : 570) + workout.minute)
            }
            return totals
        }
        let kilogramsPerUnit = pounds(layout) ? MassUnit.kilogramsPerPound : 1
        for workout in export.workouts {
            var written = false
            for entry in workout.entries {
                for set in entry.sets {
                    if strong || layout == .fitNotesIOS, set.kind == 4 { continue }  // a rest timer; a set never started
                    written = true
                    totals.sets += 1
                    let hasDistance = set.cardio == 1 || set.cardio == 3
                    let cardioRow = fitNotes && (set.cardio != 0)
                    let reps = cardioRow ? 0 : max(set.reps, 0)
                    totals.reps += reps
                    // A distance or time next to reps is kept in the entry's notes, not as the set's.
                    if hasDistance, reps == 0 { totals.metres += (Double(set.halves + 2) / 4 + 0.1 + 0.2) * (miles ? 1609.344 : 1000) }
                    if set.cardio == 1 || set.cardio == 2, reps == 0 { totals.setSeconds += Double(60 + set.halves * 7) }
                    // The weight as typed (the noise the generator adds is read away); assistance,
                    // written positive for an assisted exercise or negative, is a negative load.
                    if set.halves > 0, !cardioRow {
                        let assisted = exerciseNames[entry.exercise].hasSuffix("(Assisted)") || (set.noise == 4 && layout != .fitbod)
                        // Fitbod's kilograms (pounds converted) are imported to the hundredth, as every weight is.
                        let kilograms = layout == .fitbod ? (Double(set.halves) / 2 * kilogramsPerUnit * 100).rounded() / 100
                            : Double(set.halves) / 2 * kilogramsPerUnit
                        totals.volumeKilograms += (assisted ? -1 : 1) * kilograms * Double(reps)
                    }
                }
            }
            // Strong's comma and semicolon layouts have a workout duration; Hevy's ends an hour
            // (and 30 s in its ISO form) after it starts; Strong's oldest layout and FitNotes none.
            switch layout {
            case .strongCommaKilograms, .strongCommaPounds, .strongSemicolon, .strongNewest, .strongFrench, .strongGerman,
                 .strongPlaceholder, .strongChinese:
                if written { totals.workoutSeconds += strongDurations[workout.minute % 5] }
            case .hevyKilograms, .hevyPounds: totals.workoutSeconds += workout.minute % 4 == 0 ? 3630 : 3600
            case .fitNotesIOS: if written { totals.workoutSeconds += 3600 }
            default: break
            }
        }
        return totals
    }
}
