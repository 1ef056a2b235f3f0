/// The built-in theme's files by their path under `Templates/`, embedded in the binary.
/// SwiftPM's `embedInCode` names each by its file name alone (`pages/home.mustache` →
/// `PackageResources.home_mustache`), so names stay unique across the three folders.
/// ThemeTests checks this list against the folder, and the page templates against the
/// templates the pages are rendered with.
enum DefaultTheme {
    static let files: [String: [UInt8]] = [
        "pages/home.mustache": PackageResources.home_mustache,
        "pages/exercises.mustache": PackageResources.exercises_mustache,
        "pages/exercise.mustache": PackageResources.exercise_mustache,
        "pages/sessions.mustache": PackageResources.sessions_mustache,
        "pages/session.mustache": PackageResources.session_mustache,
        "pages/sheet.mustache": PackageResources.sheet_mustache,
        "pages/timer.mustache": PackageResources.timer_mustache,
        "pages/workouts.mustache": PackageResources.workouts_mustache,
        "pages/workout.mustache": PackageResources.workout_mustache,
        "pages/page.mustache": PackageResources.page_mustache,
        "pages/plans.mustache": PackageResources.plans_mustache,
        "pages/plan.mustache": PackageResources.plan_mustache,
        "pages/plan-week-sheet.mustache": PackageResources.plan_week_sheet_mustache,
        "pages/tests.mustache": PackageResources.tests_mustache,
        "pages/test.mustache": PackageResources.test_mustache,
        "pages/athlete.mustache": PackageResources.athlete_mustache,
        "pages/not-found.mustache": PackageResources.not_found_mustache,
        "pages/redirect.mustache": PackageResources.redirect_mustache,
        "pages/profile.mustache": PackageResources.profile_mustache,
        "pages/cardio.mustache": PackageResources.cardio_mustache,
        "pages/year.mustache": PackageResources.year_mustache,
        "pages/coach.mustache": PackageResources.coach_mustache,
        "pages/centre.mustache": PackageResources.centre_mustache,
        "pages/centre-dues.mustache": PackageResources.centre_dues_mustache,
        "pages/centre-occupancy.mustache": PackageResources.centre_occupancy_mustache,
        "pages/centre-day-sheet.mustache": PackageResources.centre_day_sheet_mustache,
        "pages/centre-dues-year.mustache": PackageResources.centre_dues_year_mustache,
        "pages/centre-dues-month.mustache": PackageResources.centre_dues_month_mustache,
        "pages/centre-receipt.mustache": PackageResources.centre_receipt_mustache,
        "pages/centre-timetable.mustache": PackageResources.centre_timetable_mustache,
        "pages/centre-inventory.mustache": PackageResources.centre_inventory_mustache,
        "partials/base.mustache": PackageResources.base_mustache,
        "partials/card.mustache": PackageResources.card_mustache,
        "partials/chartcard.mustache": PackageResources.chartcard_mustache,
        "partials/dashboard.mustache": PackageResources.dashboard_mustache,
        "partials/item.mustache": PackageResources.item_mustache,
        "partials/pager.mustache": PackageResources.pager_mustache,
        "partials/pager-head.mustache": PackageResources.pager_head_mustache,
        "partials/search.mustache": PackageResources.search_mustache,
        "partials/centre-nav.mustache": PackageResources.centre_nav_mustache,
        "partials/centre-dues-years.mustache": PackageResources.centre_dues_years_mustache,
        "partials/year-reviews.mustache": PackageResources.year_reviews_mustache,
        "static/style.css": PackageResources.style_css,
        "static/favicon.svg": PackageResources.favicon_svg,
        "static/timer.js": PackageResources.timer_js,
    ]

    /// The templates pages are rendered with (`PageJob.template`), one file each under `pages/`;
    /// a theme override may replace them but never lose them. From the page enums.
    static let pageTemplates = PageJob.pageTemplates

    /// Partials Spotter renders itself (`card`: one exercise of the exercise index and its facet pages).
    static let renderedPartials = ["card"]
}
