/// The built-in theme's files, embedded in the binary from `Templates/` (SwiftPM's
/// `embedInCode` flattens names: `base.mustache` → `PackageResources.base_mustache`).
/// This is the one list of them; a test checks it against the folder.
enum DefaultTheme {
    static let files: [String: [UInt8]] = [
        "base.mustache": PackageResources.base_mustache,
        "home.mustache": PackageResources.home_mustache,
        "exercises.mustache": PackageResources.exercises_mustache,
        "card.mustache": PackageResources.card_mustache,
        "exercise.mustache": PackageResources.exercise_mustache,
        "sessions.mustache": PackageResources.sessions_mustache,
        "session.mustache": PackageResources.session_mustache,
        "item.mustache": PackageResources.item_mustache,
        "sheet.mustache": PackageResources.sheet_mustache,
        "workouts.mustache": PackageResources.workouts_mustache,
        "workout.mustache": PackageResources.workout_mustache,
        "page.mustache": PackageResources.page_mustache,
        "athlete.mustache": PackageResources.athlete_mustache,
        "dashboard.mustache": PackageResources.dashboard_mustache,
        "chartcard.mustache": PackageResources.chartcard_mustache,
        "style.css": PackageResources.style_css,
        "plans.mustache": PackageResources.plans_mustache,
        "plan.mustache": PackageResources.plan_mustache,
        "plan-week-sheet.mustache": PackageResources.plan_week_sheet_mustache,
        "not-found.mustache": PackageResources.not_found_mustache,
        "profile.mustache": PackageResources.profile_mustache,
        "cardio.mustache": PackageResources.cardio_mustache,
        "favicon.svg": PackageResources.favicon_svg,
        "centre.mustache": PackageResources.centre_mustache,
        "centre-nav.mustache": PackageResources.centre_nav_mustache,
        "centre-dues.mustache": PackageResources.centre_dues_mustache,
        "centre-occupancy.mustache": PackageResources.centre_occupancy_mustache,
        "centre-day-sheet.mustache": PackageResources.centre_day_sheet_mustache,
        "pager.mustache": PackageResources.pager_mustache,
        "pager-head.mustache": PackageResources.pager_head_mustache,
        "coach.mustache": PackageResources.coach_mustache,
        "search.mustache": PackageResources.search_mustache,
    ]

    /// Templates a page is rendered with (and `card`, one exercise of the exercise index and
    /// its facet pages); a theme override may replace them but never lose them.
    static let pageTemplates = ["home", "exercises", "exercise", "sessions", "session", "sheet", "workouts",
                                "workout", "page", "plans", "plan", "plan-week-sheet", "athlete", "card",
                                "not-found", "profile", "cardio", "centre", "centre-dues", "centre-occupancy",
                                "centre-day-sheet", "coach"]
}
