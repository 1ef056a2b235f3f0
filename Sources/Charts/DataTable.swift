/// The numbers behind a chart as an HTML table: its text alternative.
///
/// Every chart builds one of these for `dataTableHTML()`; column headers get
/// `scope="col"` and the first cell of each row is a `scope="row"` header so a
/// screen reader announces "date, series: value".
struct DataTable {
    var caption: String
    var columns: [String]
    var rows: [(header: String, cells: [String])]

    func html() -> String {
        var html = "<table class=\"chart-data-table\">\n<caption>\(Markup.escape(caption))</caption>\n<thead>\n<tr>"
        for column in columns { html += "<th scope=\"col\">\(Markup.escape(column))</th>" }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><th scope=\"row\">\(Markup.escape(row.header))</th>"
            for cell in row.cells { html += "<td>\(Markup.escape(cell))</td>" }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html
    }
}
