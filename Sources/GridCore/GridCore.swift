// GridCore: layouts that land exactly on device pixels — read this file first.
//
// Every answer is a value computed from a request in integer device pixels (an `Int` is device
// pixels, a `Double` is points, dp or CSS px), `Sendable`, `Hashable` and `Codable` (the JSON
// `gridcalc` prints); every refusal is a typed error naming the input and the value as given;
// every value snapping changed is a `GridWarning` in the answer. GridCore imports nothing.
//
// The questions it answers, and the type to ask:
//
//   How wide is each of N columns, where do the leftover pixels go, where are the items?
//       GridDocument(GridRequest(width: .points(414), scale: try Scale(3), columns: 7))
//       → columns (each a Column of Length px/pt), cell widths, remainderPx, flowLayout (the
//         values to paste into a UICollectionViewFlowLayout), items and separator bands.
//       The columns from a cell size: GridRequest.columnsRule (ColumnsRule); fixed and flexible
//       tracks: GridRequest.tracks (Track); items in rows, spans: GridRequest.items (ItemRequest).
//   Where is item i, and what does this screenful show, for up to a million items?
//       ItemGeometry(request) → frame(ofItem:), elements(from:to:) (ItemGeometry.Element).
//   Where does a one-pixel line go at a scale?
//       HairlineDocument(scales:at:device:) → per scale its thickness and stroke offset.
//   Where is a table cell's separator, and a grouped table's headers, rows and separators?
//       CellSeparatorDocument(CellSeparatorRequest(…)), TableDocument(TableRequest(…)).
//   Are these frames an app laid out on the pixel grid, evenly spaced, inside the container?
//       CheckDocument(CheckRequest(subject: .frames(FramesDump(…)))) → ok and the findings.
//   Which screens are known?
//       DevicePreset.all, DevicePreset.named("iphone-15") → size in points, scale, platform.
//
// Lengths: RequestedLength is a length as asked for (.points(x), .pixels(n)); Length is one on the
// pixel grid (px and the points they make); Scale is device pixels per point, 0.01 … 16; Limits
// bounds every input before any arithmetic, so no input traps. Errors: GridError (GridField, the
// value, the reason), CheckInputError. Docs/library.md shows each call compiled and checked.
