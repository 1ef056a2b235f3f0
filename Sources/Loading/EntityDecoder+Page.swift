import Diagnostics
import TrainingModel

extension EntityDecoder {
    static let pageKeys = ["id", "title", "order"]

    func page(_ map: MapReader, body: String) -> (id: String, location: SourceLocation, value: Page)? {
        map.checkKeys(Self.pageKeys)
        let (id, location) = entityID(map)
        let page = Page(id: id, title: map.string("title") ?? id, order: map["order"]?.integer() ?? 0,
                        markdown: body.trimmingWhitespace, sourcePath: path)
        return (id, location, page)
    }
}
