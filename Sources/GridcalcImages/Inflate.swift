// Inflate: a zlib stream (RFC 1950) decompressed into a buffer of known size — DEFLATE's stored,
// fixed-Huffman and dynamic-Huffman blocks (RFC 1951) — for the PNG reader, without zlib.
//
// Rule: the output has exactly `expectedCount` bytes (a PNG's header says how many its filtered
// rows take): a stream that would write more, ends before, or ends with bytes left over — in the
// output, or in the input after its Adler-32 — is refused,
// as is a header other than deflate with a window ≤ 32 KiB and no preset dictionary, an invalid
// code, a distance before the output's start, or an Adler-32 that differs. The compressed bytes may
// be split over several ranges of one buffer (a PNG's IDAT chunks) and are never copied. Codes of
// up to 10 bits are decoded with one table look-up; longer ones, rare by construction (they are the
// least frequent symbols), bit by bit.
// The shipped binary is optimised for size (Makefile); the decoding loops here, where `check --image`
// spends its time, are optimised for speed (`@_optimize(speed)`).

/// A DEFLATE decoder over the ranges of one buffer.
package struct Inflate {
    /// Why a stream was refused: what is wrong and at which compressed byte (0-based, counted
    /// across the ranges).
    package struct Failure: Error {
        package let reason: String
        package let offset: Int
    }

    /// `ranges` of `input` inflated into exactly `expectedCount` bytes.
    @_optimize(speed)
    package static func zlib(_ input: [UInt8], ranges: [Range<Int>], expectedCount: Int) throws(Failure) -> [UInt8] {
        // Not zeroed first: a stream that does not write every byte is refused (`run`), and a
        // refused one's bytes are never read — they are set to 0 before the array is given up.
        var failure: Failure?
        let output = [UInt8](unsafeUninitializedCapacity: expectedCount) { destination, count in
            count = expectedCount
            input.withUnsafeBufferPointer { source in
                var inflater = Inflate(source: source, ranges: ranges, destination: destination)
                do throws(Failure) { try inflater.run() } catch { failure = error }
            }
            if failure != nil, let base = destination.baseAddress { base.initialize(repeating: 0, count: expectedCount) }
        }
        if let failure { throw failure }
        return output
    }

    private let source: UnsafeBufferPointer<UInt8>
    private let ranges: [Range<Int>]
    private let out: UnsafeMutableBufferPointer<UInt8>
    private var rangeIndex = 0
    private var position: Int
    private var end: Int
    /// Bytes of the ranges consumed before the current one.
    private var consumedBefore = 0
    private var bits: UInt64 = 0
    private var bitCount = 0
    /// Zero bytes fed past the end of the input (a stream that reads them is cut short).
    private var overrun = 0
    private var written = 0

    private init(source: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>], destination: UnsafeMutableBufferPointer<UInt8>) {
        self.source = source
        self.ranges = ranges.filter { !$0.isEmpty }
        out = destination
        position = self.ranges.first?.lowerBound ?? 0
        end = self.ranges.first?.upperBound ?? 0
    }

    /// The compressed byte being read, for errors.
    private var offset: Int { consumedBefore + (position - (rangeIndex < ranges.count ? ranges[rangeIndex].lowerBound : position)) - bitCount / 8 }

    private func failure(_ reason: String) -> Failure { Failure(reason: reason, offset: max(0, offset)) }

    /// Fills the bit buffer to at least 57 bits (zeros past the input's end, counted).
    @_optimize(speed)
    @inline(__always) private mutating func refill() {
        // Eight bytes at once while the range holds them: the bits past the whole bytes taken are
        // the next bytes' own, ORed again in place when they are taken.
        if bitCount <= 56, end - position >= 8, let base = source.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            bits |= word << UInt64(bitCount)
            let taken = (63 - bitCount) >> 3
            position += taken
            bitCount += taken << 3
            return
        }
        while bitCount <= 56 {
            if position < end {
                bits |= UInt64(source[position]) << UInt64(bitCount)
                position += 1
            } else if rangeIndex + 1 < ranges.count {
                consumedBefore += end - ranges[rangeIndex].lowerBound
                rangeIndex += 1
                position = ranges[rangeIndex].lowerBound
                end = ranges[rangeIndex].upperBound
                continue
            } else {
                overrun += 1
            }
            bitCount += 8
        }
    }

    @_optimize(speed)
    @inline(__always) private mutating func take(_ count: Int) -> Int {
        if bitCount < count { refill() }
        let value = Int(truncatingIfNeeded: bits & ((1 << UInt64(count)) - 1))
        bits >>= UInt64(count)
        bitCount -= count
        return value
    }

    @_optimize(speed)
    private mutating func checkOverrun() throws(Failure) {
        // Bits read past the end: more than the stream holds.
        if overrun > 0, bitCount < overrun * 8 { throw Failure(reason: "the image data ends inside the compressed stream", offset: consumedBefore + (end - (ranges.last?.lowerBound ?? 0))) }
    }

    @_optimize(speed)
    private mutating func run() throws(Failure) {
        let cmf = take(8), flg = take(8)
        guard cmf & 0x0F == 8, cmf >> 4 <= 7 else { throw Failure(reason: "the compressed stream is not deflate (zlib header \(cmf))", offset: 0) }
        guard (cmf << 8 | flg) % 31 == 0 else { throw Failure(reason: "the zlib header's check bits are wrong", offset: 1) }
        guard flg & 0x20 == 0 else { throw Failure(reason: "the zlib stream asks for a preset dictionary", offset: 1) }
        var last = false
        while !last {
            last = take(1) == 1
            switch take(2) {
            case 0: try stored()
            case 1: try codes(Self.fixed.literals, Self.fixed.distances)
            case 2:
                let (literals, distances) = try dynamicTables()
                try codes(literals, distances)
            default: throw failure("a block of the reserved type 3")
            }
            try checkOverrun()
        }
        guard written == out.count else { throw failure("the compressed stream holds \(written) bytes, and the image needs \(out.count)") }
        // The Adler-32 of the output, big-endian, from the next whole byte.
        _ = take(bitCount % 8)
        var stored: UInt32 = 0
        for _ in 0..<4 { stored = stored << 8 | UInt32(take(8)) }
        try checkOverrun()
        guard stored == Self.adler32(UnsafeBufferPointer(out)) else { throw failure("the Adler-32 checksum of the image data is wrong") }
        // Nothing after the checksum: bytes there are not part of the stream (a file spliced or cut wrong).
        // What the bit buffer holds beyond the checksum was read ahead: real bytes, less the zeros fed past the end.
        let left = max(0, bitCount / 8 - overrun) + (end - position) + ranges.dropFirst(rangeIndex + 1).reduce(0) { $0 + $1.count }
        guard left == 0 else { throw failure("\(left) byte\(left == 1 ? "" : "s") follow the compressed stream's end and checksum") }
    }

    @_optimize(speed)
    private mutating func stored() throws(Failure) {
        _ = take(bitCount % 8)
        let length = take(16), complement = take(16)
        guard length == ~complement & 0xFFFF else { throw failure("a stored block's length and its complement differ") }
        guard length <= out.count - written else { throw failure("the compressed stream holds more than the image's \(out.count) bytes") }
        for _ in 0..<length { out[written] = UInt8(take(8)); written += 1 }
        try checkOverrun()
    }

    /// A Huffman code: a table of the codes up to `fastBits` long (entry: symbol << 4 | length, 0
    /// for a longer code), and the canonical counts and symbols for the rest.
    struct Code {
        static let fastBits = 10
        var fast: [UInt16]
        var counts: [Int]
        var symbols: [Int]

        /// The canonical code of `lengths` (0: unused symbol); nil for an over-subscribed set, or
        /// an incomplete one with more than one code (unless `incomplete`: the fixed distance
        /// code, whose codes 30 and 31 never occur).
        init?(_ lengths: ArraySlice<Int>, incomplete: Bool = false) {
            counts = [Int](repeating: 0, count: 16)
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var left = 1
            for l in 1...15 {
                left = left * 2 - counts[l]
                if left < 0 { return nil }
            }
            let used = counts.reduce(0, +)
            if left > 0, used > 1, !incomplete { return nil }
            var offsets = [Int](repeating: 0, count: 16)
            for l in 1..<15 { offsets[l + 1] = offsets[l] + counts[l] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in zip(0..., lengths) where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
            fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
            var code = 0, index = 0
            for l in 1...Self.fastBits {
                for _ in 0..<counts[l] {
                    // The stream holds codes most significant bit first: the table is indexed by the bits reversed.
                    var reversed = 0
                    for b in 0..<l where code & (1 << b) != 0 { reversed |= 1 << (l - 1 - b) }
                    let entry = UInt16(symbols[index] << 4 | l)
                    var i = reversed
                    while i < 1 << Self.fastBits { fast[i] = entry; i += 1 << l }
                    code += 1
                    index += 1
                }
                code <<= 1
            }
        }
    }

    @_optimize(speed)
    @inline(__always) private mutating func decode(_ code: Code) throws(Failure) -> Int {
        if bitCount < 15 { refill() }
        let entry = Int(code.fast[Int(truncatingIfNeeded: bits) & (1 << Code.fastBits - 1)])
        if entry != 0 {
            let length = entry & 15
            bits >>= UInt64(length)
            bitCount -= length
            return entry >> 4
        }
        // A code longer than the table: canonical decoding, one bit at a time.
        var codeValue = 0, first = 0, index = 0
        for l in 1...15 {
            codeValue |= take(1)
            let count = code.counts[l]
            if codeValue - count < first { return code.symbols[index + codeValue - first] }
            index += count
            first = (first + count) << 1
            codeValue <<= 1
        }
        throw failure("a Huffman code that the block's table does not hold")
    }

    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static let fixed: (literals: Code, distances: Code) = {
        let literals = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112) + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        return (Code(literals[...])!, Code([Int](repeating: 5, count: 30)[...], incomplete: true)!)
    }()

    @_optimize(speed)
    private mutating func dynamicTables() throws(Failure) -> (Code, Code) {
        let literalCount = take(5) + 257, distanceCount = take(5) + 1, codeLengthCount = take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw failure("a dynamic block with \(literalCount) literal/length and \(distanceCount) distance codes (at most 286 and 30)") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[order[i]] = take(3) }
        guard let lengthCode = Code(codeLengthLengths[...]) else { throw failure("a dynamic block's code-length code is invalid") }
        var lengths = [Int](repeating: 0, count: literalCount + distanceCount)
        var i = 0
        while i < lengths.count {
            let symbol = try decode(lengthCode)
            if symbol < 16 { lengths[i] = symbol; i += 1; continue }
            var repeated = 0, count: Int
            switch symbol {
            case 16:
                guard i > 0 else { throw failure("a dynamic block repeats a code length before the first") }
                repeated = lengths[i - 1]
                count = 3 + take(2)
            case 17: count = 3 + take(3)
            default: count = 11 + take(7)
            }
            guard i + count <= lengths.count else { throw failure("a dynamic block's code lengths run past its codes") }
            for _ in 0..<count { lengths[i] = repeated; i += 1 }
        }
        try checkOverrun()
        guard lengths[256] != 0 else { throw failure("a dynamic block without an end-of-block code") }
        guard let literals = Code(lengths[0..<literalCount]), let distances = Code(lengths[literalCount...]) else {
            throw failure("a dynamic block's Huffman code is invalid")
        }
        return (literals, distances)
    }

    @_optimize(speed)
    private mutating func codes(_ literals: Code, _ distances: Code) throws(Failure) {
        let capacity = out.count
        guard let output = out.baseAddress, let input = source.baseAddress else { return }
        let lengthBases = Self.lengthBase, lengthExtras = Self.lengthExtra, distanceBases = Self.distanceBase, distanceExtras = Self.distanceExtra
        // The decoder's state in locals (registers) while symbols are decoded, written back to
        // `self` around what reads it there (`fill` at a range's end, `decode` of a long code) and
        // before leaving.
        var bits = self.bits, bitCount = self.bitCount, written = self.written, position = self.position, end = self.end
        defer { self.bits = bits; self.bitCount = bitCount; self.written = written; self.position = position }
        let mask = 1 << Code.fastBits - 1
        try literals.fast.withUnsafeBufferPointer { (literalTable) throws(Failure) in
            try distances.fast.withUnsafeBufferPointer { (distanceTable) throws(Failure) in
                while true {
                    // A symbol of the table's (the usual), else bit by bit (`decode`).
                    if bitCount < 15 { fill(&bits, &bitCount, &position, &end, input) }
                    var entry = Int(literalTable[Int(truncatingIfNeeded: bits) & mask])
                    let symbol: Int
                    if entry != 0 {
                        bits >>= UInt64(entry & 15)
                        bitCount -= entry & 15
                        symbol = entry >> 4
                    } else {
                        symbol = try decode(literals, &bits, &bitCount, &position, &end)
                    }
                    if symbol < 256 {
                        guard written < capacity else { throw failure("the compressed stream holds more than the image's \(capacity) bytes") }
                        output[written] = UInt8(truncatingIfNeeded: symbol)
                        written += 1
                        // Literals come in runs (a photo's grain): the next ones while the bits in
                        // hand hold a whole code of the table and the output has room.
                        while bitCount >= Code.fastBits, written < capacity {
                            let next = Int(literalTable[Int(truncatingIfNeeded: bits) & mask])
                            guard next != 0, next >> 4 < 256 else { break }
                            bits >>= UInt64(next & 15)
                            bitCount -= next & 15
                            output[written] = UInt8(truncatingIfNeeded: next >> 4)
                            written += 1
                        }
                        continue
                    }
                    if symbol == 256 { return }
                    let lengthIndex = symbol - 257
                    guard lengthIndex < 29 else { throw failure("an invalid length code \(symbol)") }
                    // The extra bits (up to 5, then up to 13) taken in place: at least 30 bits are kept.
                    if bitCount < 30 { fill(&bits, &bitCount, &position, &end, input) }
                    let lengthExtra = lengthExtras[lengthIndex]
                    let length = lengthBases[lengthIndex] + Int(truncatingIfNeeded: bits & ((1 << UInt64(lengthExtra)) - 1))
                    bits >>= UInt64(lengthExtra)
                    bitCount -= lengthExtra
                    entry = Int(distanceTable[Int(truncatingIfNeeded: bits) & mask])
                    let distanceSymbol: Int
                    if entry != 0 {
                        bits >>= UInt64(entry & 15)
                        bitCount -= entry & 15
                        distanceSymbol = entry >> 4
                    } else {
                        distanceSymbol = try decode(distances, &bits, &bitCount, &position, &end)
                    }
                    guard distanceSymbol < 30 else { throw failure("an invalid distance code \(distanceSymbol)") }
                    if bitCount < 15 { fill(&bits, &bitCount, &position, &end, input) }
                    let distanceExtra = distanceExtras[distanceSymbol]
                    let distance = distanceBases[distanceSymbol] + Int(truncatingIfNeeded: bits & ((1 << UInt64(distanceExtra)) - 1))
                    bits >>= UInt64(distanceExtra)
                    bitCount -= distanceExtra
                    guard distance <= written else { throw failure("a distance of \(distance) before the image data's start") }
                    guard length <= capacity - written else { throw failure("the compressed stream holds more than the image's \(capacity) bytes") }
                    if distance >= length, length > 16 {
                        (output + written).update(from: output + (written - distance), count: length)
                    } else {
                        // Short, or overlapping (the bytes just written are copied again): one at a time.
                        let from = output + (written - distance), to = output + written
                        for k in 0..<length { to[k] = from[k] }
                    }
                    written += length
                    if self.overrun > 0 {
                        self.bits = bits; self.bitCount = bitCount; self.position = position
                        try checkOverrun()
                    }
                }
            }
        }
    }

    /// At least 57 bits in hand, for `codes`, which holds the state in locals: eight bytes at once
    /// while the range holds them (the bits past the whole bytes taken are the next bytes' own, ORed
    /// again in place when taken), else through `refill`, the state written back and read again.
    @_optimize(speed)
    @inline(__always) private mutating func fill(_ bits: inout UInt64, _ bitCount: inout Int, _ position: inout Int, _ end: inout Int, _ input: UnsafePointer<UInt8>) {
        if end - position >= 8 {
            bits |= UInt64(littleEndian: UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self)) << UInt64(bitCount)
            let taken = (63 - bitCount) >> 3
            position += taken
            bitCount += taken << 3
        } else {
            self.bits = bits; self.bitCount = bitCount; self.position = position
            refill()
            bits = self.bits; bitCount = self.bitCount; position = self.position; end = self.end
        }
    }

    /// `decode` for `codes`, its state in locals written back and read again.
    @_optimize(speed)
    private mutating func decode(_ code: Code, _ bits: inout UInt64, _ bitCount: inout Int, _ position: inout Int, _ end: inout Int) throws(Failure) -> Int {
        self.bits = bits; self.bitCount = bitCount; self.position = position
        defer { bits = self.bits; bitCount = self.bitCount; position = self.position; end = self.end }
        return try decode(code)
    }

    /// The Adler-32 of `bytes` (RFC 1950), in runs short enough that the sums cannot overflow.
    @_optimize(speed)
    package static func adler32(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var i = 0
        while i < bytes.count {
            let stop = min(bytes.count, i + 5552)
            // Eight bytes a step: b gains 8 a and the bytes weighted 8, 7, …, 1.
            while i + 8 <= stop {
                let x0 = UInt32(bytes[i]), x1 = UInt32(bytes[i + 1]), x2 = UInt32(bytes[i + 2]), x3 = UInt32(bytes[i + 3])
                let x4 = UInt32(bytes[i + 4]), x5 = UInt32(bytes[i + 5]), x6 = UInt32(bytes[i + 6]), x7 = UInt32(bytes[i + 7])
                b &+= 8 &* a &+ 8 &* x0 &+ 7 &* x1 &+ 6 &* x2 &+ 5 &* x3 &+ 4 &* x4 &+ 3 &* x5 &+ 2 &* x6 &+ x7
                a &+= x0 &+ x1 &+ x2 &+ x3 &+ x4 &+ x5 &+ x6 &+ x7
                i += 8
            }
            while i < stop {
                a &+= UInt32(bytes[i])
                b &+= a
                i += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}
