; Only the buffer pointers of the noalias variant gain the attribute: not
; the plain body's, and not the variant's other pointer parameter.
; variant: @m.copy.noalias of @m.copy
; buffer: @m.copy %dst.data
; buffer: @m.copy %src.data
; buffer: @m.copy.noalias %dst.data
; buffer: @m.copy.noalias %src.data

define internal i8* @m.copy(i8* %dst, i64* %dst.data, i64 %dst.len, i8* %src, i64* %src.data, i64 %src.len) {
entry:
	ret i8* null
}

define internal i8* @m.copy.noalias(i8* %dst, i64* %dst.data, i64 %dst.len, i8* %src, i64* %src.data, i64 %src.len) {
entry:
	ret i8* null
}
