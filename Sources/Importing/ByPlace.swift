import Diagnostics

/// What reading an export by its columns' places gave (`StrongByPlace`, `GarminByPlace`,
/// `StravaByPlace`): the header is not one read by place, the file is one but a row does not
/// fit its layout (each misfit at its line and column), or the reading.
enum ByPlace<Reading> {
    case notApplicable
    case misfit(DiagnosticList)
    case read(Reading)
}
