; Two groups of functions that call one another (@m.a with @m.a.wrapper,
; @m.b with @m.b.wrapper) go to two parts; the helper @sp.h both use is
; copied, internal, into each. The mutable global @m.count lives in the
; first part that uses it and is declared in the other; it and the
; wrapper used across parts become hidden, so that nothing new is
; exported. PyInit_m takes the wrappers' addresses without calling
; them, so it joins no group: it goes with the lighter group.
; partitions: 2
; helper: @sp.h

@m.count = internal global i64 0

define internal i64 @sp.h(i64 %x) {
entry:
	%0 = add i64 %x, 1
	ret i64 %0
}

define internal i64 @m.a(i64 %x) {
entry:
	%0 = call i64 @sp.h(i64 %x)
	%1 = load i64, i64* @m.count
	%2 = add i64 %0, %1
	ret i64 %2
}

define internal i64 @m.a.wrapper(i64 %x) {
entry:
	%0 = call i64 @m.a(i64 %x)
	ret i64 %0
}

define internal i64 @m.b(i64 %x) {
entry:
	%0 = call i64 @sp.h(i64 %x)
	%1 = mul i64 %0, %0
	%2 = mul i64 %1, %1
	%3 = mul i64 %2, %2
	store i64 %3, i64* @m.count
	ret i64 %3
}

define internal i64 @m.b.wrapper(i64 %x) {
entry:
	%0 = call i64 @m.b(i64 %x)
	ret i64 %0
}

define i8* @PyInit_m() {
entry:
	%0 = ptrtoint i64 (i64)* @m.a.wrapper to i64
	%1 = ptrtoint i64 (i64)* @m.b.wrapper to i64
	%2 = add i64 %0, %1
	%3 = inttoptr i64 %2 to i8*
	ret i8* %3
}
