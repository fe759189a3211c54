define internal i8* @m.fill(i8* %a, i64* %buf, i64 %n) {
entry:
	ret i8* null
}

define internal i8* @m.fill_fast(i8* %a, i64* noalias %buf, i64 %n) {
entry:
	ret i8* null
}

define internal i8* @m.other.noalias(i8* %a, i64* %a.data, i64 %n) {
entry:
	ret i8* null
}
