import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ByteCoded`: the build cache's binary form of a struct or enum, derived from its
/// declaration (`ByteCodable` in TextAndDates says what the form is).
///
/// A struct writes every stored property, in the order declared, and reads them back into
/// the init whose labels are those properties' names; a property marked `@ByteCodingDerived`
/// (a lookup the init makes again) and a `let` with a value are not written. An enum writes
/// its case's place among the cases declared, then the case's values. So a stored property or
/// case added later is written and read with no edit here, and one the init does not take
/// fails to compile.
public struct ByteCodedMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // As visible as the type: public, or inlinable code's when the type is `@usableFromInline`.
        let access = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) } ? "public "
            : declaration.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "usableFromInline" }
            ? "@usableFromInline " : ""
        let members: (encode: String, decode: String)
        let generics: GenericParameterClauseSyntax?
        if let structure = declaration.as(StructDeclSyntax.self) {
            members = try structMembers(structure, in: context)
            generics = structure.genericParameterClause
        } else if let enumeration = declaration.as(EnumDeclSyntax.self) {
            members = try enumMembers(enumeration)
            generics = enumeration.genericParameterClause
        } else {
            throw MacroError("@ByteCoded applies to a struct or an enum")
        }
        let conditions = generics?.parameters.map { "\($0.name.text): ByteCodable" } ?? []
        let whereClause = conditions.isEmpty ? "" : " where " + conditions.joined(separator: ", ")
        let source: DeclSyntax = """
            extension \(type.trimmed): ByteCodable\(raw: whereClause) {
                \(raw: access)func encode(into writer: inout ByteWriter) {
            \(raw: members.encode)
                }

                \(raw: access)init?(decoding reader: inout ByteReader) {
            \(raw: members.decode)
                }
            }
            """
        guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { throw MacroError("@ByteCoded made no extension") }
        return [extensionDecl]
    }

    /// The stored properties' names and types, in declaration order.
    private static func storedProperties(_ structure: StructDeclSyntax) throws -> [(name: String, type: String)] {
        var properties: [(name: String, type: String)] = []
        for member in structure.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.lazy) }) { continue }
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ByteCodingDerived" }) { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            // `let a, b: Int`: a name with no type of its own takes the next one's.
            var pending: [String] = []
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw MacroError("@ByteCoded needs each stored property named alone")
                }
                if let accessors = binding.accessorBlock {
                    // Computed, unless its accessors are only observers.
                    guard case .accessors(let list) = accessors.accessors,
                          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
                    else { continue }
                }
                if isLet && binding.initializer != nil { continue }
                pending.append(name)
                if let type = binding.typeAnnotation?.type.trimmedDescription {
                    properties += pending.map { ($0, type) }
                    pending = []
                }
            }
            guard pending.isEmpty else { throw MacroError("@ByteCoded needs the type of `\(pending[0])` written") }
        }
        return properties
    }

    private static func structMembers(_ structure: StructDeclSyntax, in context: some MacroExpansionContext) throws -> (encode: String, decode: String) {
        let properties = try storedProperties(structure)
        let encode = properties.map { "        \($0.name).encode(into: &writer)" }.joined(separator: "\n")
        guard !properties.isEmpty else { return (encode: "", decode: "        self.init()") }
        let reads = properties.map { "let \($0.name): \($0.type) = reader.read()" }.joined(separator: ", ")
        let arguments = properties.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
        return (encode: encode, decode: "        guard \(reads) else { return nil }\n        self.init(\(arguments))")
    }

    private static func enumMembers(_ enumeration: EnumDeclSyntax) throws -> (encode: String, decode: String) {
        var encode = ["        switch self {"], decode = ["        switch reader.integer() {"]
        var place = 0
        for member in enumeration.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let name = element.name.text
                let values = element.parameterClause?.parameters.map { ($0.firstName?.text, $0.type.trimmedDescription) } ?? []
                if values.isEmpty {
                    encode.append("        case .\(name): writer.integer(\(place))")
                    decode.append("        case \(place)?: self = .\(name)")
                } else {
                    let names = values.indices.map { "value\($0)" }
                    let binds = names.map { "let \($0)" }.joined(separator: ", ")
                    let writes = names.map { "\($0).encode(into: &writer)" }.joined(separator: "; ")
                    encode.append("        case .\(name)(\(binds)): writer.integer(\(place)); \(writes)")
                    let reads = zip(names, values).map { "let \($0): \($1.1) = reader.read()" }.joined(separator: ", ")
                    let arguments = zip(names, values).map { name, value in
                        value.0.map { $0 == "_" ? name : "\($0): \(name)" } ?? name
                    }.joined(separator: ", ")
                    decode.append("        case \(place)?:\n            guard \(reads) else { return nil }\n            self = .\(name)(\(arguments))")
                }
                place += 1
            }
        }
        encode.append("        }")
        decode.append("        default: return nil\n        }")
        return (encode.joined(separator: "\n"), decode.joined(separator: "\n"))
    }
}

/// `@ByteCodingDerived` marks a stored property that `@ByteCoded` does not write: a lookup
/// the init makes again from what is written. It expands to nothing.
public struct ByteCodingDerivedMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

struct MacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@main
struct ByteCodingPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [ByteCodedMacro.self, ByteCodingDerivedMacro.self]
}
