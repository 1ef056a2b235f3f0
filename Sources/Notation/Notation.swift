// Spotter notation parsers: see SetNotation, PrescriptionNotation, ProtocolNotation, QuantityNotation.
