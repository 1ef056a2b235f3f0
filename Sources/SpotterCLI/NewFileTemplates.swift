import TrainingModel

/// The starter text `spotter new` writes for each kind: the documented fields with
/// example values, so a newcomer sees the format (docs/content-format.md) in place.
/// Nothing a starter writes counts until the user makes it theirs: a workout is a
/// `draft`, measurements and an athlete's body figures are comments, an exercise has
/// no empty sections.
/// Every starter passes `spotter check` in the site it is written into: it names
/// exercises and sessions the site has, or comes with starters for them, and uses the
/// site's units and first weekday.
enum NewFileTemplates {
    /// What a starter may refer to in the site it is written into.
    struct Site: Sendable {
        var units: MassUnit
        var weekStarts: Weekday
        /// An exercise to name (`back-squat` if the site has it, else the first `weight_reps`
        /// one by id); nil when the site has neither.
        var exercise: String?
        /// Session ids, sorted.
        var sessions: [String]
        /// The athlete to name in a site with several; nil with one or none.
        var athlete: String?

        init(_ library: TrainingLibrary) {
            units = library.config.units
            weekStarts = library.config.weekStarts
            let exercises = library.exercises.sorted { $0.id < $1.id }
            // The starter exercise's id when the site has it, whatever its metric, so
            // the starter file is never written beside it under the same id.
            exercise = exercises.first { $0.id == NewFileTemplates.starterExercise.id }?.id
                ?? exercises.first { $0.metric == .weightReps }?.id
            sessions = library.sessions.map(\.id).sorted()
            athlete = library.athletes.count > 1 ? library.athletes.map(\.id).min() : nil
        }
    }

    /// One file to write: its folder under `content/`, its name and text.
    struct File: Sendable, Equatable {
        var folder: String
        var name: String
        var text: String
        /// False for the starters a file needs (an exercise for a session): an
        /// existing file of that name is kept and referred to instead.
        var isRequested: Bool
    }

    /// The exercise and session starters a session, workout or plan comes with when the
    /// site has none to name.
    static let starterExercise = (id: "back-squat", name: "Back Squat")
    static let starterSession = (id: "full-body", name: "Full Body")

    /// The requested file first, then the starters it needs.
    static func files(kind: NewCommand.Kind, id: String, name: String, today: CalendarDate, site: Site) -> [File] {
        switch kind {
        case .session:
            let (exercise, needed) = exercise(in: site)
            return [File(folder: kind.folder, name: "\(id).yaml", text: session(name: name, exercise: exercise),
                         isRequested: true)] + needed
        case .workout:
            let (exercise, needed) = exercise(in: site)
            return [File(folder: kind.folder, name: "\(today.iso)-\(id).yaml",
                         text: workout(name: name, exercise: exercise, today: today, site: site), isRequested: true)]
                + needed
        case .plan:
            // The deload week is written as one: a lighter session of its own in week 4.
            let (exercise, exerciseFiles) = exercise(in: site)
            let deload = (id: id + "-deload", name: name + " deload")
            var needed = [File(folder: NewCommand.Kind.session.folder, name: "\(deload.id).yaml",
                               text: session(name: deload.name, exercise: exercise, prescription: deloadPrescription),
                               isRequested: false)]
            var sessions = site.sessions.filter { $0 != deload.id }
            if sessions.isEmpty {
                needed.insert(File(folder: NewCommand.Kind.session.folder, name: "\(starterSession.id).yaml",
                                   text: session(name: starterSession.name, exercise: exercise), isRequested: false), at: 0)
                sessions = [starterSession.id]
            }
            return [File(folder: kind.folder, name: "\(id).yaml",
                         text: plan(name: name, sessions: sessions, deload: deload.id, today: today, site: site),
                         isRequested: true)]
                + needed + exerciseFiles
        case .exercise:
            return [File(folder: kind.folder, name: "\(id).md", text: exercise(name: name), isRequested: true)]
        case .athlete:
            return [File(folder: kind.folder, name: "\(id).md", text: athlete(name: name, site: site), isRequested: true)]
        case .measurements:
            return [File(folder: kind.folder, name: "\(id).yaml", text: measurements(today: today, site: site),
                         isRequested: true)]
        case .page:
            return [File(folder: kind.folder, name: "\(id).md", text: page(name: name), isRequested: true)]
        case .site:
            return []
        }
    }

    /// The first day of `weekStarts` on or after `today`: a plan starts with a whole week.
    static func nextWeekStart(_ weekStarts: Weekday, onOrAfter today: CalendarDate) -> CalendarDate {
        today.adding(days: (weekStarts.mondayIndex - today.weekday.mondayIndex + 7) % 7)
    }

    // MARK: - The starters

    /// site.yaml: the three settings starters and imports depend on first, set to
    /// this machine's time zone.
    static func siteConfig(title: String, timeZone: String) -> String {
        """
        # Spotter's settings for this site (docs/content-format.md, site.yaml).
        # Set these three before writing starters or importing: weights are written in
        # `units`, and changing it later does not convert what is already written.
        units: kg                 # kg | lb
        language: en              # en | es: the language of the pages and the report
        timezone: \(timeZone)\(String(repeating: " ", count: max(1, 16 - timeZone.count)))# where you train: "today" and workout times
        title: \(quoted(title))
        week_starts: monday       # monday | sunday

        """
    }

    /// The site folder's `.gitignore`: what a build makes again (the output and the folders
    /// beside it, named after it), never what only the user has. `.spotter-imported` is the
    /// site's: it lets a later import tell its own files from the user's (docs/imports.md).
    /// A `public.spotter-kept-N` folder holds files of the user's that a `--force` build
    /// moved aside, so it is left for `git status` to show.
    static let gitignore = """
        # What `spotter build` writes; every build makes it again.
        /public/
        # Beside it: the build cache (.public.spotter-cache), the spare copy the next build
        # reuses (.public.spotter-spare) and a build's staging folders while it runs.
        /.public.spotter-*/
        # Kept on purpose: .spotter-imported records what `spotter import` wrote, so that
        # importing the same export again skips it and `--replace` rewrites only its own files.

        """

    /// Where `spotter new site` writes the workflow that publishes the site.
    static let workflowPath = ".github/workflows/publish.yml"

    /// The workflow that checks, builds, reports and publishes the site on GitHub, with
    /// Spotter from the site's own repository (the submodule `spotter/`, run as the local
    /// action `./spotter`), so that it needs no Spotter hosted by anyone else. The same
    /// bytes are docs/ci/publish-with-action.yml (NewStarterTests checks), which
    /// scripts/check-ci-files.sh validates and docs/ci.md explains.
    static let publishWorkflow = #"""
        # Publish this training site to GitHub Pages: check, build and report it with Spotter.
        # `spotter new site` writes this file as .github/workflows/publish.yml.
        #
        # Spotter comes from this repository itself: the git submodule `spotter/`, a copy of
        # the Spotter repository on an account you control, run as a local action that builds
        # it (the compilation is cached between runs). Once, in this folder (docs/ci.md,
        # "From an empty GitHub account to a published site", has every step):
        #
        #   git submodule add https://github.com/YOUR-NAME/spotter.git spotter
        #
        # then in the repository's settings choose Pages → Source: GitHub Actions.
        name: Publish training site

        on:
          push:
            branches: [main]
          pull_request:
          schedule:
            # Every morning, so "this week", streaks and plan compliance follow the calendar.
            - cron: "17 5 * * *"
          workflow_dispatch:

        permissions:
          contents: read

        concurrency:
          group: pages-${{ github.ref }}
          cancel-in-progress: true

        jobs:
          build:
            runs-on: ubuntu-24.04
            timeout-minutes: 45
            steps:
              - name: Check out the training files and Spotter (the submodule spotter/)
                uses: actions/checkout@v4
                with:
                  submodules: true

              - name: Stop when Spotter is not in the repository
                run: |
                  if [ ! -f spotter/action.yml ]; then
                    echo "::error title=Spotter is not in this repository::Add your copy of the Spotter repository as the submodule spotter/ and push: git submodule add https://github.com/YOUR-NAME/spotter.git spotter (docs/ci.md, From an empty GitHub account to a published site)."
                    exit 1
                  fi

              - id: spotter
                name: Check, build and report the site
                uses: ./spotter
                with:
                  source: .

              - name: Upload the site for GitHub Pages
                if: github.event_name != 'pull_request'
                uses: actions/upload-pages-artifact@v3
                with:
                  path: ${{ steps.spotter.outputs.site }}

          deploy:
            if: github.event_name != 'pull_request' && github.ref == 'refs/heads/main'
            needs: build
            runs-on: ubuntu-24.04
            permissions:
              pages: write
              id-token: write
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - name: Deploy to GitHub Pages
                id: deployment
                uses: actions/deploy-pages@v4

        """#

    /// The site folder's README: the three commands its owner needs, from that folder.
    static func siteReadme(title: String) -> String {
        """
        # \(title)

        A training site made with Spotter: workouts, exercises, sessions and plans as text
        files under `content/`, settings in `site.yaml` (docs/content-format.md in the
        Spotter repository describes every file). Run these in this folder:

        ```sh
        spotter import ~/Downloads/strong.csv   # 1. add training: a Strong, Hevy, FitNotes or Strava export
        spotter check                           # 2. every problem, as file:line:column
        spotter build                           # 3. the site, into public/ (open public/index.html)
        ```

        `spotter new workout "Upper A"` writes a workout to fill in by hand instead of an
        import, and `spotter serve` (built from source) previews the site while you edit.
        `public/` and the build's cache are made again by every build, so `.gitignore` leaves
        them out of git; `.spotter-imported` is kept, so that importing again skips what is
        already here.

        To publish on GitHub Pages, push this folder to a GitHub repository with your copy
        of Spotter as the submodule `spotter/` (`git submodule add
        https://github.com/YOUR-NAME/spotter.git spotter`) and choose Pages → Source:
        GitHub Actions; `.github/workflows/publish.yml` then checks, builds and publishes
        the site on every push and every morning (docs/ci.md in the Spotter repository,
        "From an empty GitHub account to a published site").

        """
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A bodyweight that reads as an example in either unit: 70 kg, 155 lb.
    private static func bodyweight(_ units: MassUnit) -> String { units == .kg ? "70" : "155" }

    private static func athleteLine(_ site: Site) -> String {
        site.athlete.map { "athlete: \($0)\n" } ?? ""
    }

    /// The site's weight × reps exercise, or the starter one with its file.
    private static func exercise(in site: Site) -> (String, [File]) {
        if let id = site.exercise { return (id, []) }
        return (starterExercise.id, [File(folder: NewCommand.Kind.exercise.folder, name: "\(starterExercise.id).md",
                                          text: exercise(name: starterExercise.name), isRequested: false)])
    }

    /// A session's work, and the deload's: fewer sets at a lower share of the current e1RM.
    private static let workPrescription = "5x5 @ 75%, rest 3m"
    private static let deloadPrescription = "3x5 @ 60%, rest 3m"

    private static func session(name: String, exercise: String, prescription: String = workPrescription) -> String {
        """
        name: \(quoted(name))
        description: ""
        items:
          - exercise: \(exercise)
            prescription: \(prescription)

        """
    }

    private static func workout(name: String, exercise: String, today: CalendarDate, site: Site) -> String {
        let (warmUp, work) = site.units == .kg ? ("60", "100") : ("135", "225")
        return """
        date: \(today.iso)
        \(athleteLine(site))name: \(quoted(name))
        duration: 60
        rpe: 7
        # Left out of the site until you write the sets you did and remove this line.
        draft: true
        entries:
          - exercise: \(exercise)
            sets: ["w: \(warmUp) x 5", \(work) x 5 x 3]

        """
    }

    private static func plan(name: String, sessions: [String], deload: String, today: CalendarDate,
                             site: Site) -> String {
        // Two days three apart from the week's start, whichever day that is.
        let first = site.weekStarts.mondayIndex
        let days = [first, first + 3].map { Weekday.mondayFirst[$0 % 7].rawValue }
        let second = sessions.count > 1 ? sessions[1] : sessions[0]
        let week = "{\(days[0]): \(sessions[0]), \(days[1]): \(second)}"
        return """
        name: \(quoted(name))
        \(athleteLine(site))start: \(nextWeekStart(site.weekStarts, onOrAfter: today).iso)
        weeks: 4
        # One map per week. deload_weeks only marks week 4 as the deload; its lighter
        # session (fewer sets at a lower share of the e1RM) is what makes it one.
        schedule:
          - \(week)
          - \(week)
          - \(week)
          - {\(days[0]): \(deload), \(days[1]): \(deload)}
        deload_weeks: [4]

        """
    }

    private static func athlete(name: String, site: Site) -> String {
        """
        ---
        name: \(quoted(name))
        # Uncomment what you want on the profile; the text below the closing line is the bio.
        # birthdate: 1990-01-01
        # height: 175
        # bodyweight: \(bodyweight(site.units))
        goals: []
        disciplines: [strength]
        ---

        """
    }

    private static func measurements(today: CalendarDate, site: Site) -> String {
        """
        \(athleteLine(site))entries: []
        # One line per day measured, for example:
        # entries:
        #   - {date: \(today.iso), bodyweight: \(bodyweight(site.units))}

        """
    }

    private static func page(name: String) -> String {
        """
        ---
        title: \(quoted(name))
        order: 10
        ---
        Write here.

        """
    }

    private static func exercise(name: String) -> String {
        """
        ---
        name: \(quoted(name))
        aliases: []
        type: strength
        mechanic: compound
        equipment: []
        muscles:
          primary: []
          secondary: []
        metric: weight_reps
        # Below the closing line, the description: a paragraph on what it is, then
        # "## Steps" (a numbered list), "## Cues" and "## Common mistakes" (bullet lists).
        # A section is on the page once you write it (docs/content-format.md, exercises/).
        ---

        """
    }
}
