; Facts, not names: a function whose name ends in .noalias but that is
; no variant keeps its parameters, and a variant whose buffer parameter
; is not called <name>.data still gets the attribute.
; variant: @m.fill_fast of @m.fill
; buffer: @m.fill %buf
; buffer: @m.fill_fast %buf

define internal i8* @m.fill(i8* %a, i64* %buf, i64 %n) {
entry:
	ret i8* null
}

define internal i8* @m.fill_fast(i8* %a, i64* %buf, i64 %n) {
entry:
	ret i8* null
}

define internal i8* @m.other.noalias(i8* %a, i64* %a.data, i64 %n) {
entry:
	ret i8* null
}
