define internal i8* @m.copy(i8* %dst, i64* %dst.data, i64 %dst.len, i8* %src, i64* %src.data, i64 %src.len) {
entry:
	ret i8* null
}

define internal i8* @m.copy.noalias(i8* %dst, i64* noalias %dst.data, i64 %dst.len, i8* %src, i64* noalias %src.data, i64 %src.len) {
entry:
	ret i8* null
}
