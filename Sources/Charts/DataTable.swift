import TextAndDates
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
        var html = "<table class=\"chart-data-table\">\n<caption>\(HTMLText.escape(caption))</caption>\n<thead>\n<tr>"
        for column in columns { html += "<th scope=\"col\">\(HTMLText.escape(column))</th>" }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><th scope=\"row\">\(HTMLText.escape(row.header))</th>"
            for cell in row.cells { html += "<td>\(HTMLText.escape(cell))</td>" }
            html += "</tr>\n"
        }
        html += "</tbody>\n</table>\n"
        return html
    }
}
