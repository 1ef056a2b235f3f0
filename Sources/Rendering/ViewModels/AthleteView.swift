/// `athletes/<id>/index.html` on a site with several athletes: one athlete's dashboard.
struct AthleteView: Sendable, Encodable {
    var name: String
    var dashboard: DashboardView
}
