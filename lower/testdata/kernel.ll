source_filename = "/src/kernel.py"
target triple = "x86_64-pc-linux-gnu"

@sp.freeze = internal global i8* null
@sp.moddict = internal global i8* null
@sp.builtins = internal global i8* null
@sp.binder.mix = internal global i8* null
@sp.binder.axpy = internal global i8* null
@sp.binder.narrow = internal global i8* null
@sp.binder.greet = internal global i8* null
@sp.cstr.0 = private unnamed_addr constant [4 x i8] c"mix\00"
@sp.cstr.1 = private unnamed_addr constant [15 x i8] c"/src/kernel.py\00"
@PyExc_TypeError = external global i8*
@sp.cstr.2 = private unnamed_addr constant [48 x i8] c"mix expected 'int' for argument n, got '%.200s'\00"
@sp.cstr.3 = private unnamed_addr constant [58 x i8] c"int64() argument must be a primitive or int, not '%.200s'\00"
@PyExc_OverflowError = external global i8*
@sp.cstr.4 = private unnamed_addr constant [13 x i8] c"int overflow\00"
@sp.cstr.5 = private unnamed_addr constant [5 x i8] c"axpy\00"
@sp.cstr.6 = private unnamed_addr constant [31 x i8] c"cannot modify read-only memory\00"
@sp.cstr.7 = private unnamed_addr constant [59 x i8] c"axpy expected 'Array[double]' for argument y, got '%.200s'\00"
@sp.cstr.8 = private unnamed_addr constant [59 x i8] c"axpy expected 'Array[double]' for argument x, got '%.200s'\00"
@PyFloat_Type = external global i8
@sp.cstr.9 = private unnamed_addr constant [51 x i8] c"axpy expected 'float' for argument a, got '%.200s'\00"
@sp.cstr.10 = private unnamed_addr constant [66 x i8] c"double() argument must be a primitive, int or float, not '%.200s'\00"
@sp.cstr.11 = private unnamed_addr constant [7 x i8] c"narrow\00"
@sp.cstr.12 = private unnamed_addr constant [51 x i8] c"narrow expected 'int' for argument v, got '%.200s'\00"
@sp.cstr.13 = private unnamed_addr constant [6 x i8] c"greet\00"
@sp.cstr.14 = private unnamed_addr constant [53 x i8] c"greet expected 'str' for argument name, got '%.200s'\00"
@PyExc_IndexError = external global i8*
@sp.cstr.15 = private unnamed_addr constant [19 x i8] c"index out of range\00"
@_Py_NoneStruct = external global i8
@PyExc_ValueError = external global i8*
@sp.cstr.16 = private unnamed_addr constant [21 x i8] c"negative shift count\00"
@sp.const.0 = internal global i8* null
@sp.const.1 = internal global i8* null
@sp.methods = internal global [5 x { i8*, i8*, i32, i8* }] [{ i8*, i8*, i32, i8* } { i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* bitcast (i8* (i8*, i8**, i64, i8*)* @kernel.mix.wrapper to i8*), i32 130, i8* null }, { i8*, i8*, i32, i8* } { i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* bitcast (i8* (i8*, i8**, i64, i8*)* @kernel.axpy.wrapper to i8*), i32 130, i8* null }, { i8*, i8*, i32, i8* } { i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.11, i64 0, i64 0), i8* bitcast (i8* (i8*, i8**, i64, i8*)* @kernel.narrow.wrapper to i8*), i32 130, i8* null }, { i8*, i8*, i32, i8* } { i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.13, i64 0, i64 0), i8* bitcast (i8* (i8*, i8**, i64, i8*)* @kernel.greet.wrapper to i8*), i32 130, i8* null }, { i8*, i8*, i32, i8* } zeroinitializer]
@sp.cstr.17 = private unnamed_addr constant [7 x i8] c"kernel\00"
@sp.moduledef = internal global { i64, i8*, i8*, i64, i8*, i8*, i8*, i64, i8*, i8*, i8*, i8*, i8* } { i64 1, i8* null, i8* null, i64 0, i8* null, i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.17, i64 0, i64 0), i8* null, i64 -1, i8* bitcast ([5 x { i8*, i8*, i32, i8* }]* @sp.methods to i8*), i8* null, i8* null, i8* null, i8* null }
@sp.cstr.18 = private unnamed_addr constant [9 x i8] c"builtins\00"
@sp.cstr.19 = private unnamed_addr constant [9 x i8] c"<module>\00"
@sp.cstr.20 = private unnamed_addr constant [136 x i8] c"def mix(n):\0A    return (n,)\0Adef axpy(y, x, a):\0A    return (y, x, a)\0Adef narrow(v):\0A    return (v,)\0Adef greet(name):\0A    return (name,)\0A\00"
@sp.cstr.21 = private unnamed_addr constant [31 x i8] c"<staticpyc binders for kernel>\00"
@sp.const.2 = internal global i8* null
@sp.cstr.22 = private unnamed_addr constant [7 x i8] c"typing\00"
@sp.const.3 = internal global i8* null
@sp.const.4 = internal global i8* null
@sp.const.5 = internal global i8* null
@sp.cstr.23 = private unnamed_addr constant [7 x i8] c"hello \00"
@sp.cstr.24 = private unnamed_addr constant [1 x i8] c"\00"
@sp.cstr.25 = private unnamed_addr constant [6 x i8] c"Final\00"
@sp.cstr.26 = private unnamed_addr constant [6 x i8] c"SHIFT\00"
@sp.cstr.27 = private unnamed_addr constant [9558 x i8] c"import sys as _sys, types as _types\0A_pkg = _sys.modules.get('_staticpyc_static')\0Aif _pkg is None:\0A    _pkg = _types.ModuleType('_staticpyc_static')\0A    _pkg.__path__ = []\0A    _pkg.__package__ = '_staticpyc_static'\0A    _sys.modules['_staticpyc_static'] = _pkg\0Aif '_staticpyc_static._messages' not in _sys.modules:\0A    _m = _types.ModuleType('_staticpyc_static._messages')\0A    _m.__package__ = '_staticpyc_static'\0A    _sys.modules['_staticpyc_static._messages'] = _m\0A    exec(compile(bytes.fromhex('22222245766572792072756e2d74696d65206572726f72206d657373616765206f662074686520696e7465727072657465642072756e74696d652c20696e206f6e6520706c6163652e0a0a54686520636f6d70696c656420636f6465206d757374207261697365207468652073616d6520657863657074696f6e2074797065732077697468207468652073616d6520746578740a2874686520656e642d746f2d656e6420746573747320636f6d70617265207468656d292e2020506c616365686f6c6465727320617265207374722e666f726d6174206669656c64732e0a2222220a0a23202d2d207072696d6974697665732028547970654572726f72202f204f766572666c6f774572726f72202f205a65726f4469766973696f6e4572726f72202f2056616c75654572726f72290a494e545f4f564552464c4f57203d2022696e74206f766572666c6f7722202020202020202020202020202020202020202020202020202020202020202020202023204f766572666c6f774572726f720a5a45524f5f4449565f494e54203d2022696e7465676572206469766973696f6e206f72206d6f64756c6f206279207a65726f222020202020202020202020202023205a65726f4469766973696f6e4572726f720a5a45524f5f4449565f464c4f4154203d2022666c6f6174206469766973696f6e206279207a65726f22202020202020202020202020202020202020202020202023205a65726f4469766973696f6e4572726f722c20646f75626c65202f0a5a45524f5f464c4f4f524449565f464c4f4154203d2022666c6f617420666c6f6f72206469766973696f6e206279207a65726f2220202020202020202020202023205a65726f4469766973696f6e4572726f722c20646f75626c65202f2f0a5a45524f5f4d4f445f464c4f4154203d2022666c6f6174206d6f64756c6f2220202020202020202020202020202020202020202020202020202020202020202023205a65726f4469766973696f6e4572726f722c20646f75626c6520250a4e454741544956455f5348494654203d20226e6567617469766520736869667420636f756e742220202020202020202020202020202020202020202020202020232056616c75654572726f720a494e545f434f4e56203d20227b547d282920617267756d656e74206d7573742062652061207072696d6974697665206f7220696e742c206e6f7420277b676f747d27222020202020202020202020202320547970654572726f720a464c4f41545f434f4e56203d20227b547d282920617267756d656e74206d7573742062652061207072696d69746976652c20696e74206f7220666c6f61742c206e6f7420277b676f747d27222020202320547970654572726f720a4241445f4d4958203d202263616e6e6f74207b6f707d207b417d20616e64207b427d2220202020202020202020202020202020202020202020202020202020202320547970654572726f72202875696e74363420776974682061207369676e65642074797065290a0a23202d2d20626f756e64617279206f6620612074797065642066756e6374696f6e2028547970654572726f72293b2065787065637465642069732027696e742720666f7220696e74656765720a23202020207072696d6974697665732c2027626f6f6c2720666f722063626f6f6c2c2027666c6f61742720666f7220646f75626c652f73696e676c652c20656c7365207468650a2320202020616e6e6f746174696f6e27732074797065206e616d653a2027737472272c202741727261795b696e7436345d272c2027436865636b6564446963745b7374722c20696e745d270a415247203d20227b666e7d20657870656374656420277b65787065637465647d2720666f7220617267756d656e74207b6e616d657d2c20676f7420277b676f747d27220a0a23202d2d206361737428542c2076292028547970654572726f72290a43415354203d2022657870656374656420277b65787065637465647d272c20676f7420277b676f747d27220a0a23202d2d20636f6e7461696e6572730a494e444558203d2022696e646578206f7574206f662072616e6765222020202020202020202020202020202020202020202020202020202020202020202020202320496e6465784572726f720a534c494345203d2022537461746963206172726179732063616e6e6f7420626520736c69636564222020202020202020202020202020202020202020202020202320547970654572726f720a524553495a45203d2022537461746963206172726179732063616e6e6f7420626520726573697a656422202020202020202020202020202020202020202020202320547970654572726f720a4e454741544956455f53495a45203d20226e656761746976652061727261792073697a6522202020202020202020202020202020202020202020202020202020232056616c75654572726f720a47454e45524943203d202263616e6e6f742063726561746520696e7374616e636573206f6620612067656e65726963207b6e616d657d222020202020202020202320547970654572726f720a4241445f454c454d203d2022417272617920656c656d656e742074797065206d7573742062652061207072696d697469766520747970652c206e6f74207b6e616d657d2220202320547970654572726f720a4241445f4b4559203d2022626164206b657920277b676f747d2720666f72207b636f6e7461696e65727d222020202020202020202020202020202020202020202320547970654572726f720a4241445f56414c5545203d20226261642076616c756520277b676f747d2720666f72207b636f6e7461696e65727d2220202020202020202020202020202020202320547970654572726f720a0a23202d2d20737472696374206d6f64756c657320284174747269627574654572726f72290a5354524943545f4d4f44494659203d202263616e6e6f74206d6f646966792061747472696275746520277b617474727d27206f6620737472696374206d6f64756c65207b6d6f64756c657d220a5354524943545f44454c455445203d202263616e6e6f742064656c6574652061747472696275746520277b617474727d27206f6620737472696374206d6f64756c65207b6d6f64756c657d220a').decode(), '<staticpyc runtime _messages>', 'exec'), _m.__dict__)\0A    _pkg._messages = _m\0Aif '_staticpyc_static._strict' not in _sys.modules:\0A    _m = _types.ModuleType('_staticpyc_static._strict')\0A    _m.__package__ = '_staticpyc_static'\0A    _sys.modules['_staticpyc_static._strict'] = _m\0A    exec(compile(bytes.fromhex('222222537472696374206d6f64756c65733a206f6e63652069747320626f6479206861732072756e2c206120737461746963206d6f64756c652069732066726f7a656e2e0a0a53657474696e67206f722064656c6574696e67206f6e65206f662069747320617474726962757465732066726f6d206f757473696465207468656e207261697365730a4174747269627574654572726f7220776974682043696e64657258277320776f7264696e673b20746865206d6f64756c652773206f776e20636f6465206d6179207374696c6c0a726562696e642069747320676c6f62616c7320286060676c6f62616c20786060292c2077686963682077726974657320697473206e616d657370616365206469726563746c792e0a54686520636f6d70696c656420657874656e73696f6e2072756e7320746869732073616d652066696c6520617420696d706f72742e0a2222220a0a696d706f727420637479706573206173205f6374797065730a696d706f727420737973206173205f7379730a696d706f7274207479706573206173205f74797065730a0a66726f6d202e20696d706f7274205f6d65737361676573206173205f6d7367730a0a232050795f5450464c4147535f494d4d555441424c45545950452c20616e642077686572652074705f666c616773206c6976657320696e20612074797065206f626a6563740a23202843507974686f6e20332e3131206f6e2036342d626974292e0a5f494d4d555441424c45203d2031203c3c20380a5f54505f464c4147535f4f4646534554203d203136380a0a0a646566205f6d616b655f696d6d757461626c6528636c73293a0a202020202222225365742050795f5450464c4147535f494d4d555441424c45545950453a20747970652e5f5f736574617474725f5f207468656e207265667573657320776974680a2020202043507974686f6e2773206f776e202263616e6e6f74207365742027782720617474726962757465206f6620696d6d757461626c65207479706520274327222e2222220a202020206966205f7379732e696d706c656d656e746174696f6e2e6e616d6520213d202263707974686f6e22206f72205f7379732e76657273696f6e5f696e666f5b3a325d20213d2028332c203131293a0a202020202020202072657475726e0a20202020666c616773203d205f6374797065732e635f756c6f6e672e66726f6d5f6164647265737328696428636c7329202b205f54505f464c4147535f4f4646534554290a20202020666c6167732e76616c7565207c3d205f494d4d555441424c450a202020205f6374797065732e707974686f6e6170692e5079547970655f4d6f646966696564285f6374797065732e70795f6f626a65637428636c7329290a0a0a64656620667265657a65286d6f64756c65293a0a202020202222224d616b65206d6f64756c65207374726963743a20616e20696e7374616e6365206f662061205374726963744d6f64756c6520737562636c617373206f660a202020204d6f64756c65547970652077686f7365205f5f736574617474725f5f20616e64205f5f64656c617474725f5f207265667573653b2074686520636c61737365732069740a20202020646566696e6573206265636f6d6520696d6d757461626c652074797065732028756e6c657373206d61726b656420406d757461626c65292e2222220a20202020696620676574617474722874797065286d6f64756c65292c20225f7374617469637079635f737472696374222c2046616c7365293a0a202020202020202072657475726e206d6f64756c650a202020206e616d65203d206d6f64756c652e5f5f6e616d655f5f0a20202020666f722076616c756520696e206c6973742876617273286d6f64756c65292e76616c7565732829293a0a2020202020202020696620286973696e7374616e63652876616c75652c20747970652920616e642076616c75652e5f5f6d6f64756c655f5f203d3d206e616d650a20202020202020202020202020202020616e64206e6f742076616c75652e5f5f646963745f5f2e67657428225f5f7374617469637079635f6d757461626c655f5f222c2046616c736529293a0a2020202020202020202020205f6d616b655f696d6d757461626c652876616c7565290a0a20202020636c617373205374726963744d6f64756c65285f74797065732e4d6f64756c6554797065293a0a20202020202020205f7374617469637079635f737472696374203d20547275650a0a2020202020202020646566205f5f736574617474725f5f2873656c662c20617474722c2076616c7565293a0a2020202020202020202020207261697365204174747269627574654572726f72285f6d7367732e5354524943545f4d4f444946592e666f726d617428617474723d617474722c206d6f64756c653d6e616d6529290a0a2020202020202020646566205f5f64656c617474725f5f2873656c662c2061747472293a0a2020202020202020202020207261697365204174747269627574654572726f72285f6d7367732e5354524943545f44454c4554452e666f726d617428617474723d617474722c206d6f64756c653d6e616d6529290a0a202020206d6f64756c652e5f5f636c6173735f5f203d205374726963744d6f64756c650a2020202072657475726e206d6f64756c650a').decode(), '<staticpyc runtime _strict>', 'exec'), _m.__dict__)\0A    _pkg._strict = _m\0A_messages = _sys.modules['_staticpyc_static._messages']\0A_strict = _sys.modules['_staticpyc_static._strict']\0Afreeze = _strict.freeze\0A\00"
@sp.cstr.28 = private unnamed_addr constant [23 x i8] c"<staticpyc containers>\00"
@sp.cstr.29 = private unnamed_addr constant [7 x i8] c"freeze\00"

define internal void @sp.incref(i8* %o) alwaysinline {
entry:
	%0 = bitcast i8* %o to i64*
	%1 = load i64, i64* %0
	%2 = add i64 %1, 1
	store i64 %2, i64* %0
	ret void
}

define internal void @sp.decref(i8* %o) alwaysinline {
entry:
	%0 = bitcast i8* %o to i64*
	%1 = load i64, i64* %0
	%2 = sub i64 %1, 1
	store i64 %2, i64* %0
	%3 = icmp eq i64 %2, 0
	br i1 %3, label %free, label %done

done:
	ret void

free:
	call void @_Py_Dealloc(i8* %o)
	br label %done
}

define internal void @sp.xdecref(i8* %o) alwaysinline {
entry:
	%0 = icmp eq i8* %o, null
	br i1 %0, label %done, label %nonnull

nonnull:
	%1 = bitcast i8* %o to i64*
	%2 = load i64, i64* %1
	%3 = sub i64 %2, 1
	store i64 %3, i64* %1
	%4 = icmp eq i64 %3, 0
	br i1 %4, label %free, label %done

done:
	ret void

free:
	call void @_Py_Dealloc(i8* %o)
	br label %done
}

define internal { i64, i1 } @kernel.mix(i64 %n) {
entry.0:
	%0 = alloca i64
	%1 = alloca i64
	%2 = alloca i64
	%3 = alloca i64
	br label %body.0

body.0:
	store i64 %n, i64* %0
	store i64 0, i64* %1
	%4 = load i64, i64* %0
	store i64 0, i64* %3
	br label %for.1

error.0:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

for.1:
	%5 = load i64, i64* %3
	%6 = icmp slt i64 %5, %4
	br i1 %6, label %body.2, label %forelse.4

body.2:
	store i64 %5, i64* %2
	%7 = load i64, i64* %1
	%8 = mul i64 %7, 31
	%9 = load i64, i64* %2
	%10 = add i64 %8, %9
	%11 = and i64 %10, u0xFFFFF
	store i64 %11, i64* %1
	br label %next.3

next.3:
	%12 = load i64, i64* %3
	%13 = add nsw i64 %12, 1
	store i64 %13, i64* %3
	br label %for.1

forelse.4:
	br label %endfor.5

endfor.5:
	%14 = load i64, i64* %1
	%15 = insertvalue { i64, i1 } undef, i64 %14, 0
	%16 = insertvalue { i64, i1 } %15, i1 false, 1
	ret { i64, i1 } %16
}

define internal i8* @kernel.axpy(i8* %y, double* %y.data, i64 %y.len, i8* %x, double* %x.data, i64 %x.len, double %a) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %1
	%2 = alloca double*
	store double* null, double** %2
	%3 = alloca i64
	store i64 0, i64* %3
	%4 = alloca i8*
	store i8* null, i8** %4
	%5 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %5
	%6 = alloca double*
	store double* null, double** %6
	%7 = alloca i64
	store i64 0, i64* %7
	%8 = alloca double
	%9 = alloca i64
	%10 = alloca i64
	%11 = alloca i64
	br label %body.0

body.0:
	store i8* %y, i8** %0
	store double* %y.data, double** %2
	store i64 %y.len, i64* %3
	store i8* %x, i8** %4
	store double* %x.data, double** %6
	store i64 %x.len, i64* %7
	store double %a, double* %8
	%12 = load i64, i64* %3
	%13 = icmp sge i64 0, 0
	%14 = load i64, i64* %3
	%15 = icmp sle i64 %12, %14
	%16 = and i1 %13, %15
	%17 = load i64, i64* %7
	%18 = icmp sle i64 %12, %17
	%19 = and i1 %16, %18
	%20 = icmp sle i64 %12, 0
	%21 = or i1 %19, %20
	br i1 %21, label %proven.1, label %checked.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%22 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %22)
	%23 = bitcast [80 x i8]* %5 to i8*
	call void @PyBuffer_Release(i8* %23)
	%24 = load i8*, i8** %0
	%25 = load i8*, i8** %4
	ret i8* null

proven.1:
	store i64 0, i64* %10
	br label %for.4

checked.2:
	store i64 0, i64* %11
	br label %for.9

endversions.3:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%26 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %26)
	%27 = bitcast [80 x i8]* %5 to i8*
	call void @PyBuffer_Release(i8* %27)
	%28 = load i8*, i8** %0
	%29 = load i8*, i8** %4
	ret i8* @_Py_NoneStruct

for.4:
	%30 = load i64, i64* %10
	%31 = icmp slt i64 %30, %12
	br i1 %31, label %body.5, label %forelse.7

body.5:
	store i64 %30, i64* %9
	%32 = load i64, i64* %9
	%33 = load double*, double** %2
	%34 = getelementptr double, double* %33, i64 %32
	%35 = load double, double* %34
	%36 = load double, double* %8
	%37 = load i64, i64* %9
	%38 = load double*, double** %6
	%39 = getelementptr double, double* %38, i64 %37
	%40 = load double, double* %39
	%41 = fmul double %36, %40
	%42 = fadd double %35, %41
	%43 = load i64, i64* %9
	%44 = load double*, double** %2
	%45 = getelementptr double, double* %44, i64 %43
	store double %42, double* %45
	br label %next.6

next.6:
	%46 = load i64, i64* %10
	%47 = add nsw i64 %46, 1
	store i64 %47, i64* %10
	br label %for.4

forelse.7:
	br label %endfor.8

endfor.8:
	br label %endversions.3

for.9:
	%48 = load i64, i64* %11
	%49 = icmp slt i64 %48, %12
	br i1 %49, label %body.10, label %forelse.12

body.10:
	store i64 %48, i64* %9
	%50 = load i64, i64* %9
	%51 = load double*, double** %2
	%52 = load i64, i64* %3
	%53 = icmp ult i64 %50, %52
	br i1 %53, label %inbounds.14, label %index.slow.15, !prof !{!"branch_weights", i32 2000, i32 1}

next.11:
	%54 = load i64, i64* %11
	%55 = add nsw i64 %54, 1
	store i64 %55, i64* %11
	br label %for.9

forelse.12:
	br label %endfor.13

endfor.13:
	br label %endversions.3

inbounds.14:
	%56 = phi i64 [ %50, %body.10 ], [ %64, %index.neg.16 ]
	%57 = getelementptr double, double* %51, i64 %56
	%58 = load double, double* %57
	%59 = load double, double* %8
	%60 = load i64, i64* %9
	%61 = load double*, double** %6
	%62 = load i64, i64* %7
	%63 = icmp ult i64 %60, %62
	br i1 %63, label %inbounds.19, label %index.slow.20, !prof !{!"branch_weights", i32 2000, i32 1}

index.slow.15:
	%64 = add i64 %50, %52
	%65 = icmp slt i64 %50, 0
	%66 = icmp ult i64 %64, %52
	%67 = and i1 %65, %66
	br i1 %67, label %index.neg.16, label %index.bad.17

index.neg.16:
	br label %inbounds.14

index.bad.17:
	%68 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %68, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.15, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 17)
	br label %error.0

dead.18:
	unreachable

inbounds.19:
	%69 = phi i64 [ %60, %inbounds.14 ], [ %78, %index.neg.21 ]
	%70 = getelementptr double, double* %61, i64 %69
	%71 = load double, double* %70
	%72 = fmul double %59, %71
	%73 = fadd double %58, %72
	%74 = load i64, i64* %9
	%75 = load double*, double** %2
	%76 = load i64, i64* %3
	%77 = icmp ult i64 %74, %76
	br i1 %77, label %inbounds.24, label %index.slow.25, !prof !{!"branch_weights", i32 2000, i32 1}

index.slow.20:
	%78 = add i64 %60, %62
	%79 = icmp slt i64 %60, 0
	%80 = icmp ult i64 %78, %62
	%81 = and i1 %79, %80
	br i1 %81, label %index.neg.21, label %index.bad.22

index.neg.21:
	br label %inbounds.19

index.bad.22:
	%82 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %82, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.15, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 17)
	br label %error.0

dead.23:
	unreachable

inbounds.24:
	%83 = phi i64 [ %74, %inbounds.19 ], [ %85, %index.neg.26 ]
	%84 = getelementptr double, double* %75, i64 %83
	store double %73, double* %84
	br label %next.11

index.slow.25:
	%85 = add i64 %74, %76
	%86 = icmp slt i64 %74, 0
	%87 = icmp ult i64 %85, %76
	%88 = and i1 %86, %87
	br i1 %88, label %index.neg.26, label %index.bad.27

index.neg.26:
	br label %inbounds.24

index.bad.27:
	%89 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %89, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.15, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 17)
	br label %error.0

dead.28:
	unreachable
}

define internal i8* @kernel.axpy.noalias(i8* %y, double* noalias %y.data, i64 %y.len, i8* %x, double* noalias %x.data, i64 %x.len, double %a) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %1
	%2 = alloca double*
	store double* null, double** %2
	%3 = alloca i64
	store i64 0, i64* %3
	%4 = alloca i8*
	store i8* null, i8** %4
	%5 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %5
	%6 = alloca double*
	store double* null, double** %6
	%7 = alloca i64
	store i64 0, i64* %7
	%8 = alloca double
	%9 = alloca i64
	%10 = alloca i64
	%11 = alloca i64
	br label %body.0

body.0:
	store i8* %y, i8** %0
	store double* %y.data, double** %2
	store i64 %y.len, i64* %3
	store i8* %x, i8** %4
	store double* %x.data, double** %6
	store i64 %x.len, i64* %7
	store double %a, double* %8
	%12 = load i64, i64* %3
	%13 = icmp sge i64 0, 0
	%14 = load i64, i64* %3
	%15 = icmp sle i64 %12, %14
	%16 = and i1 %13, %15
	%17 = load i64, i64* %7
	%18 = icmp sle i64 %12, %17
	%19 = and i1 %16, %18
	%20 = icmp sle i64 %12, 0
	%21 = or i1 %19, %20
	br i1 %21, label %proven.1, label %checked.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%22 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %22)
	%23 = bitcast [80 x i8]* %5 to i8*
	call void @PyBuffer_Release(i8* %23)
	%24 = load i8*, i8** %0
	%25 = load i8*, i8** %4
	ret i8* null

proven.1:
	store i64 0, i64* %10
	br label %for.4

checked.2:
	store i64 0, i64* %11
	br label %for.9

endversions.3:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%26 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %26)
	%27 = bitcast [80 x i8]* %5 to i8*
	call void @PyBuffer_Release(i8* %27)
	%28 = load i8*, i8** %0
	%29 = load i8*, i8** %4
	ret i8* @_Py_NoneStruct

for.4:
	%30 = load i64, i64* %10
	%31 = icmp slt i64 %30, %12
	br i1 %31, label %body.5, label %forelse.7

body.5:
	store i64 %30, i64* %9
	%32 = load i64, i64* %9
	%33 = load double*, double** %2
	%34 = getelementptr double, double* %33, i64 %32
	%35 = load double, double* %34
	%36 = load double, double* %8
	%37 = load i64, i64* %9
	%38 = load double*, double** %6
	%39 = getelementptr double, double* %38, i64 %37
	%40 = load double, double* %39
	%41 = fmul double %36, %40
	%42 = fadd double %35, %41
	%43 = load i64, i64* %9
	%44 = load double*, double** %2
	%45 = getelementptr double, double* %44, i64 %43
	store double %42, double* %45
	br label %next.6

next.6:
	%46 = load i64, i64* %10
	%47 = add nsw i64 %46, 1
	store i64 %47, i64* %10
	br label %for.4

forelse.7:
	br label %endfor.8

endfor.8:
	br label %endversions.3

for.9:
	%48 = load i64, i64* %11
	%49 = icmp slt i64 %48, %12
	br i1 %49, label %body.10, label %forelse.12

body.10:
	store i64 %48, i64* %9
	%50 = load i64, i64* %9
	%51 = load double*, double** %2
	%52 = load i64, i64* %3
	%53 = icmp ult i64 %50, %52
	br i1 %53, label %inbounds.14, label %index.slow.15, !prof !{!"branch_weights", i32 2000, i32 1}

next.11:
	%54 = load i64, i64* %11
	%55 = add nsw i64 %54, 1
	store i64 %55, i64* %11
	br label %for.9

forelse.12:
	br label %endfor.13

endfor.13:
	br label %endversions.3

inbounds.14:
	%56 = phi i64 [ %50, %body.10 ], [ %64, %index.neg.16 ]
	%57 = getelementptr double, double* %51, i64 %56
	%58 = load double, double* %57
	%59 = load double, double* %8
	%60 = load i64, i64* %9
	%61 = load double*, double** %6
	%62 = load i64, i64* %7
	%63 = icmp ult i64 %60, %62
	br i1 %63, label %inbounds.19, label %index.slow.20, !prof !{!"branch_weights", i32 2000, i32 1}

index.slow.15:
	%64 = add i64 %50, %52
	%65 = icmp slt i64 %50, 0
	%66 = icmp ult i64 %64, %52
	%67 = and i1 %65, %66
	br i1 %67, label %index.neg.16, label %index.bad.17

index.neg.16:
	br label %inbounds.14

index.bad.17:
	%68 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %68, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.15, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 17)
	br label %error.0

dead.18:
	unreachable

inbounds.19:
	%69 = phi i64 [ %60, %inbounds.14 ], [ %78, %index.neg.21 ]
	%70 = getelementptr double, double* %61, i64 %69
	%71 = load double, double* %70
	%72 = fmul double %59, %71
	%73 = fadd double %58, %72
	%74 = load i64, i64* %9
	%75 = load double*, double** %2
	%76 = load i64, i64* %3
	%77 = icmp ult i64 %74, %76
	br i1 %77, label %inbounds.24, label %index.slow.25, !prof !{!"branch_weights", i32 2000, i32 1}

index.slow.20:
	%78 = add i64 %60, %62
	%79 = icmp slt i64 %60, 0
	%80 = icmp ult i64 %78, %62
	%81 = and i1 %79, %80
	br i1 %81, label %index.neg.21, label %index.bad.22

index.neg.21:
	br label %inbounds.19

index.bad.22:
	%82 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %82, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.15, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 17)
	br label %error.0

dead.23:
	unreachable

inbounds.24:
	%83 = phi i64 [ %74, %inbounds.19 ], [ %85, %index.neg.26 ]
	%84 = getelementptr double, double* %75, i64 %83
	store double %73, double* %84
	br label %next.11

index.slow.25:
	%85 = add i64 %74, %76
	%86 = icmp slt i64 %74, 0
	%87 = icmp ult i64 %85, %76
	%88 = and i1 %86, %87
	br i1 %88, label %index.neg.26, label %index.bad.27

index.neg.26:
	br label %inbounds.24

index.bad.27:
	%89 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %89, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.15, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 17)
	br label %error.0

dead.28:
	unreachable
}

define internal { i8, i1 } @kernel.narrow(i64 %v) {
entry.0:
	%0 = alloca i64
	br label %body.0

body.0:
	store i64 %v, i64* %0
	%1 = load i64, i64* %0
	%2 = icmp slt i64 3, 0
	br i1 %2, label %raise.1, label %cont.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	ret { i8, i1 } { i8 zeroinitializer, i1 true }

raise.1:
	%3 = load i8*, i8** @PyExc_ValueError
	call void @PyErr_SetString(i8* %3, i8* getelementptr ([21 x i8], [21 x i8]* @sp.cstr.16, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.11, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

cont.2:
	%4 = icmp uge i64 3, 64
	%5 = select i1 %4, i64 0, i64 3
	%6 = ashr i64 %1, 63
	%7 = ashr i64 %1, %5
	%8 = select i1 %4, i64 %6, i64 %7
	%9 = trunc i64 %8 to i8
	%10 = insertvalue { i8, i1 } undef, i8 %9, 0
	%11 = insertvalue { i8, i1 } %10, i1 false, 1
	ret { i8, i1 } %11

dead.3:
	br label %cont.2
}

define internal i8* @kernel.greet(i8* %name) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	br label %body.0

body.0:
	store i8* %name, i8** %0
	%1 = call i8* @PyTuple_New(i64 2)
	%2 = icmp eq i8* %1, null
	br i1 %2, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%3 = load i8*, i8** %0
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.13, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 25)
	br label %error.0

ok.2:
	%4 = load i8*, i8** @sp.const.0
	call void @sp.incref(i8* %4)
	%5 = call i32 @PyTuple_SetItem(i8* %1, i64 0, i8* %4)
	%6 = load i8*, i8** %0
	%7 = load i8*, i8** @sp.const.1
	%8 = call i8* @PyObject_Format(i8* %6, i8* %7)
	%9 = icmp eq i8* %8, null
	br i1 %9, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %1)
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.13, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 25)
	br label %error.0

ok.4:
	%10 = call i32 @PyTuple_SetItem(i8* %1, i64 1, i8* %8)
	%11 = load i8*, i8** @sp.const.1
	%12 = call i8* @PyUnicode_Join(i8* %11, i8* %1)
	%13 = icmp eq i8* %12, null
	br i1 %13, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %1)
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.13, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 25)
	br label %error.0

ok.6:
	call void @sp.decref(i8* %1)
	%14 = load i8*, i8** %0
	ret i8* %12
}

define internal i8* @kernel.mix.wrapper.core(i8* %self, i8** %items) {
entry:
	br label %check

check:
	%0 = getelementptr i8*, i8** %items, i64 0
	%1 = load i8*, i8** %0
	%2 = getelementptr i8, i8* %1, i64 8
	%3 = bitcast i8* %2 to i8**
	%4 = load i8*, i8** %3
	%5 = getelementptr i8, i8* %4, i64 168
	%6 = bitcast i8* %5 to i64*
	%7 = load i64, i64* %6
	%8 = and i64 %7, u0x1000000
	%9 = icmp ne i64 %8, 0
	br i1 %9, label %arg.n, label %bad.n

fail:
	ret i8* null

reject:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 8)
	ret i8* null

bad.n:
	%10 = getelementptr i8, i8* %1, i64 8
	%11 = bitcast i8* %10 to i8**
	%12 = load i8*, i8** %11
	%13 = getelementptr i8, i8* %12, i64 24
	%14 = bitcast i8* %13 to i8**
	%15 = load i8*, i8** %14
	%16 = call i8* @strrchr(i8* %15, i32 46)
	%17 = icmp eq i8* %16, null
	%18 = getelementptr i8, i8* %16, i64 1
	%19 = select i1 %17, i8* %15, i8* %18
	%20 = load i8*, i8** @PyExc_TypeError
	%21 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %20, i8* getelementptr ([48 x i8], [48 x i8]* @sp.cstr.2, i64 0, i64 0), i8* %19)
	br label %reject

arg.n:
	%22 = call { i64, i1 } @sp.unbox.int64(i8* %1)
	%23 = extractvalue { i64, i1 } %22, 1
	br i1 %23, label %reject, label %unboxed.n

unboxed.n:
	%24 = extractvalue { i64, i1 } %22, 0
	%25 = call { i64, i1 } @kernel.mix(i64 %24)
	%26 = extractvalue { i64, i1 } %25, 1
	br i1 %26, label %fail, label %box

box:
	%27 = extractvalue { i64, i1 } %25, 0
	%28 = call i8* @PyLong_FromLongLong(i64 %27)
	ret i8* %28
}

declare external void @_PyTraceback_Add(i8* %0, i8* %1, i32 %2) cold

declare external i8* @strrchr(i8* %0, i32 %1)

declare external i8* @PyErr_Format(i8* %0, i8* %1, ...) cold

define internal { i64, i1 } @sp.unbox.int64(i8* %o) alwaysinline {
entry:
	%0 = getelementptr i8, i8* %o, i64 8
	%1 = bitcast i8* %0 to i8**
	%2 = load i8*, i8** %1
	%3 = getelementptr i8, i8* %2, i64 168
	%4 = bitcast i8* %3 to i64*
	%5 = load i64, i64* %4
	%6 = and i64 %5, u0x1000000
	%7 = icmp ne i64 %6, 0
	br i1 %7, label %compact, label %slow

slow:
	%8 = call { i64, i1 } @sp.unbox.full.int64(i8* %o)
	ret { i64, i1 } %8

compact:
	%9 = getelementptr i8, i8* %o, i64 16
	%10 = bitcast i8* %9 to i64*
	%11 = load i64, i64* %10
	%12 = add i64 %11, 1
	%13 = icmp ule i64 %12, 2
	br i1 %13, label %read, label %slow

read:
	%14 = getelementptr i8, i8* %o, i64 24
	%15 = bitcast i8* %14 to i32*
	%16 = load i32, i32* %15
	%17 = zext i32 %16 to i64
	%18 = mul i64 %11, %17
	br i1 true, label %good, label %slow

good:
	%19 = insertvalue { i64, i1 } undef, i64 %18, 0
	%20 = insertvalue { i64, i1 } %19, i1 false, 1
	ret { i64, i1 } %20
}

define internal { i64, i1 } @sp.unbox.full.int64(i8* %o) noinline {
entry:
	%0 = alloca i32
	%1 = getelementptr i8, i8* %o, i64 8
	%2 = bitcast i8* %1 to i8**
	%3 = load i8*, i8** %2
	%4 = getelementptr i8, i8* %3, i64 168
	%5 = bitcast i8* %4 to i64*
	%6 = load i64, i64* %5
	%7 = and i64 %6, u0x1000000
	%8 = icmp ne i64 %7, 0
	br i1 %8, label %convert, label %bad

fail:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

convert:
	%9 = getelementptr i8, i8* %o, i64 16
	%10 = bitcast i8* %9 to i64*
	%11 = load i64, i64* %10
	%12 = add i64 %11, 1
	%13 = icmp ule i64 %12, 2
	br i1 %13, label %compact, label %general

bad:
	%14 = getelementptr i8, i8* %o, i64 8
	%15 = bitcast i8* %14 to i8**
	%16 = load i8*, i8** %15
	%17 = getelementptr i8, i8* %16, i64 24
	%18 = bitcast i8* %17 to i8**
	%19 = load i8*, i8** %18
	%20 = call i8* @strrchr(i8* %19, i32 46)
	%21 = icmp eq i8* %20, null
	%22 = getelementptr i8, i8* %20, i64 1
	%23 = select i1 %21, i8* %19, i8* %22
	%24 = load i8*, i8** @PyExc_TypeError
	%25 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %24, i8* getelementptr ([58 x i8], [58 x i8]* @sp.cstr.3, i64 0, i64 0), i8* %23)
	br label %fail

overflow:
	%26 = load i8*, i8** @PyExc_OverflowError
	call void @PyErr_SetString(i8* %26, i8* getelementptr ([13 x i8], [13 x i8]* @sp.cstr.4, i64 0, i64 0))
	br label %fail

good:
	%27 = insertvalue { i64, i1 } undef, i64 %34, 0
	%28 = insertvalue { i64, i1 } %27, i1 false, 1
	ret { i64, i1 } %28

compact:
	%29 = getelementptr i8, i8* %o, i64 24
	%30 = bitcast i8* %29 to i32*
	%31 = load i32, i32* %30
	%32 = zext i32 %31 to i64
	%33 = mul i64 %11, %32
	br i1 true, label %compactok, label %overflow

general:
	%34 = call i64 @PyLong_AsLongLongAndOverflow(i8* %o, i32* %0)
	%35 = load i32, i32* %0
	%36 = icmp eq i32 %35, 0
	br i1 %36, label %good, label %overflow

compactok:
	%37 = insertvalue { i64, i1 } undef, i64 %33, 0
	%38 = insertvalue { i64, i1 } %37, i1 false, 1
	ret { i64, i1 } %38
}

declare external void @PyErr_SetString(i8* %0, i8* %1) cold

declare external i64 @PyLong_AsLongLongAndOverflow(i8* %0, i32* %1)

declare external i8* @PyLong_FromLongLong(i64 %0)

define internal i8* @kernel.mix.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) noinline cold {
entry:
	%0 = load i8*, i8** @sp.binder.mix
	%1 = call i8* @PyObject_Vectorcall(i8* %0, i8** %args, i64 %nargs, i8* %kwnames)
	%2 = icmp eq i8* %1, null
	br i1 %2, label %failed, label %bound

bound:
	%3 = getelementptr i8, i8* %1, i64 24
	%4 = bitcast i8* %3 to i8**
	%5 = call i8* @kernel.mix.wrapper.core(i8* %self, i8** %4) noinline
	call void @sp.decref(i8* %1)
	ret i8* %5

failed:
	ret i8* null
}

declare external i8* @PyObject_Vectorcall(i8* %0, i8** %1, i64 %2, i8* %3)

define internal i8* @kernel.mix.wrapper(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) {
entry:
	%0 = icmp eq i64 %nargs, 1
	%1 = icmp eq i8* %kwnames, null
	%2 = and i1 %0, %1
	br i1 %2, label %fast, label %slow

fast:
	%3 = tail call i8* @kernel.mix.wrapper.core(i8* %self, i8** %args) alwaysinline
	ret i8* %3

slow:
	%4 = tail call i8* @kernel.mix.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames)
	ret i8* %4
}

define internal i8* @kernel.axpy.wrapper.core(i8* %self, i8** %items) {
entry:
	%0 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %0
	%1 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %1
	br label %check

check:
	%2 = getelementptr i8*, i8** %items, i64 0
	%3 = load i8*, i8** %2
	%4 = bitcast [80 x i8]* %0 to i8*
	%5 = call i32 @sp.getbuffer.double.w(i8* %3, i8* %4)
	%6 = icmp eq i32 %5, 0
	br i1 %6, label %view.y, label %noview.y

fail:
	ret i8* null

reject:
	%7 = bitcast [80 x i8]* %0 to i8*
	call void @PyBuffer_Release(i8* %7)
	%8 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %8)
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 15)
	ret i8* null

view.y:
	%9 = getelementptr i8, i8* %4, i64 0
	%10 = bitcast i8* %9 to i8**
	%11 = load i8*, i8** %10
	%12 = bitcast i8* %11 to double*
	%13 = getelementptr i8, i8* %4, i64 16
	%14 = bitcast i8* %13 to i64*
	%15 = load i64, i64* %14
	%16 = sdiv i64 %15, 8
	%17 = getelementptr i8*, i8** %items, i64 1
	%18 = load i8*, i8** %17
	%19 = bitcast [80 x i8]* %1 to i8*
	%20 = call i32 @sp.getbuffer.double(i8* %18, i8* %19)
	%21 = icmp eq i32 %20, 0
	br i1 %21, label %view.x, label %noview.x

noview.y:
	%22 = icmp eq i32 %5, -2
	br i1 %22, label %nofit.y, label %reject

nofit.y:
	%23 = getelementptr i8, i8* %3, i64 8
	%24 = bitcast i8* %23 to i8**
	%25 = load i8*, i8** %24
	%26 = getelementptr i8, i8* %25, i64 24
	%27 = bitcast i8* %26 to i8**
	%28 = load i8*, i8** %27
	%29 = call i8* @strrchr(i8* %28, i32 46)
	%30 = icmp eq i8* %29, null
	%31 = getelementptr i8, i8* %29, i64 1
	%32 = select i1 %30, i8* %28, i8* %31
	%33 = load i8*, i8** @PyExc_TypeError
	%34 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %33, i8* getelementptr ([59 x i8], [59 x i8]* @sp.cstr.7, i64 0, i64 0), i8* %32)
	br label %reject

view.x:
	%35 = getelementptr i8, i8* %19, i64 0
	%36 = bitcast i8* %35 to i8**
	%37 = load i8*, i8** %36
	%38 = bitcast i8* %37 to double*
	%39 = getelementptr i8, i8* %19, i64 16
	%40 = bitcast i8* %39 to i64*
	%41 = load i64, i64* %40
	%42 = sdiv i64 %41, 8
	%43 = getelementptr i8*, i8** %items, i64 2
	%44 = load i8*, i8** %43
	%45 = getelementptr i8, i8* %44, i64 8
	%46 = bitcast i8* %45 to i8**
	%47 = load i8*, i8** %46
	%48 = call i32 @PyType_IsSubtype(i8* %47, i8* @PyFloat_Type)
	%49 = icmp ne i32 %48, 0
	%50 = getelementptr i8, i8* %44, i64 8
	%51 = bitcast i8* %50 to i8**
	%52 = load i8*, i8** %51
	%53 = getelementptr i8, i8* %52, i64 168
	%54 = bitcast i8* %53 to i64*
	%55 = load i64, i64* %54
	%56 = and i64 %55, u0x1000000
	%57 = icmp ne i64 %56, 0
	%58 = or i1 %49, %57
	br i1 %58, label %arg.a, label %bad.a

noview.x:
	%59 = icmp eq i32 %20, -2
	br i1 %59, label %nofit.x, label %reject

nofit.x:
	%60 = getelementptr i8, i8* %18, i64 8
	%61 = bitcast i8* %60 to i8**
	%62 = load i8*, i8** %61
	%63 = getelementptr i8, i8* %62, i64 24
	%64 = bitcast i8* %63 to i8**
	%65 = load i8*, i8** %64
	%66 = call i8* @strrchr(i8* %65, i32 46)
	%67 = icmp eq i8* %66, null
	%68 = getelementptr i8, i8* %66, i64 1
	%69 = select i1 %67, i8* %65, i8* %68
	%70 = load i8*, i8** @PyExc_TypeError
	%71 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %70, i8* getelementptr ([59 x i8], [59 x i8]* @sp.cstr.8, i64 0, i64 0), i8* %69)
	br label %reject

bad.a:
	%72 = getelementptr i8, i8* %44, i64 8
	%73 = bitcast i8* %72 to i8**
	%74 = load i8*, i8** %73
	%75 = getelementptr i8, i8* %74, i64 24
	%76 = bitcast i8* %75 to i8**
	%77 = load i8*, i8** %76
	%78 = call i8* @strrchr(i8* %77, i32 46)
	%79 = icmp eq i8* %78, null
	%80 = getelementptr i8, i8* %78, i64 1
	%81 = select i1 %79, i8* %77, i8* %80
	%82 = load i8*, i8** @PyExc_TypeError
	%83 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %82, i8* getelementptr ([51 x i8], [51 x i8]* @sp.cstr.9, i64 0, i64 0), i8* %81)
	br label %reject

arg.a:
	%84 = call { double, i1 } @sp.unbox.double(i8* %44)
	%85 = extractvalue { double, i1 } %84, 1
	br i1 %85, label %reject, label %unboxed.a

unboxed.a:
	%86 = extractvalue { double, i1 } %84, 0
	%87 = ptrtoint double* %12 to i64
	%88 = mul i64 %16, 8
	%89 = add i64 %87, %88
	%90 = ptrtoint double* %38 to i64
	%91 = mul i64 %42, 8
	%92 = add i64 %90, %91
	%93 = icmp ne i64 0, 0
	%94 = icmp ult i64 %87, %92
	%95 = icmp ult i64 %90, %89
	%96 = and i1 %94, %95
	%97 = or i1 %93, %96
	br i1 %97, label %aliased, label %distinct

aliased:
	%98 = call i8* @kernel.axpy(i8* %3, double* %12, i64 %16, i8* %18, double* %38, i64 %42, double %86)
	br label %called

distinct:
	%99 = call i8* @kernel.axpy.noalias(i8* %3, double* %12, i64 %16, i8* %18, double* %38, i64 %42, double %86)
	br label %called

called:
	%100 = phi i8* [ %98, %aliased ], [ %99, %distinct ]
	%101 = bitcast [80 x i8]* %0 to i8*
	call void @PyBuffer_Release(i8* %101)
	%102 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %102)
	ret i8* %100
}

declare external void @PyBuffer_Release(i8* %0)

define internal i32 @sp.getbuffer.double.w(i8* %o, i8* %view) {
entry:
	%0 = call i32 @PyObject_GetBuffer(i8* %o, i8* %view, i32 60)
	%1 = icmp slt i32 %0, 0
	br i1 %1, label %clear, label %check

nofit:
	ret i32 -2

check:
	%2 = getelementptr i8, i8* %view, i64 24
	%3 = bitcast i8* %2 to i64*
	%4 = load i64, i64* %3
	%5 = icmp eq i64 %4, 8
	br i1 %5, label %format, label %reject

clear:
	call void @PyErr_Clear()
	br label %nofit

reject:
	call void @PyBuffer_Release(i8* %view)
	br label %nofit

format:
	%6 = getelementptr i8, i8* %view, i64 40
	%7 = bitcast i8* %6 to i8**
	%8 = load i8*, i8** %7
	%9 = load i8, i8* %8
	%10 = icmp eq i8 %9, 64
	%11 = icmp eq i8 %9, 61
	%12 = or i1 %10, %11
	%13 = icmp eq i8 %9, 60
	%14 = or i1 %12, %13
	%15 = zext i1 %14 to i64
	%16 = getelementptr i8, i8* %8, i64 %15
	%17 = load i8, i8* %16
	%18 = getelementptr i8, i8* %16, i64 1
	%19 = load i8, i8* %18
	%20 = icmp eq i8 %17, 102
	%21 = or i1 false, %20
	%22 = icmp eq i8 %17, 100
	%23 = or i1 %21, %22
	%24 = icmp eq i8 %19, 0
	%25 = and i1 %23, %24
	br i1 %25, label %accepted, label %reject

accepted:
	%26 = getelementptr i8, i8* %view, i64 32
	%27 = bitcast i8* %26 to i32*
	%28 = load i32, i32* %27
	%29 = icmp ne i32 %28, 0
	br i1 %29, label %readonly, label %good

readonly:
	call void @PyBuffer_Release(i8* %view)
	%30 = load i8*, i8** @PyExc_TypeError
	call void @PyErr_SetString(i8* %30, i8* getelementptr ([31 x i8], [31 x i8]* @sp.cstr.6, i64 0, i64 0))
	ret i32 -1

good:
	ret i32 0
}

declare external i32 @PyObject_GetBuffer(i8* %0, i8* %1, i32 %2)

declare external void @PyErr_Clear()

define internal i32 @sp.getbuffer.double(i8* %o, i8* %view) {
entry:
	%0 = call i32 @PyObject_GetBuffer(i8* %o, i8* %view, i32 60)
	%1 = icmp slt i32 %0, 0
	br i1 %1, label %clear, label %check

nofit:
	ret i32 -2

check:
	%2 = getelementptr i8, i8* %view, i64 24
	%3 = bitcast i8* %2 to i64*
	%4 = load i64, i64* %3
	%5 = icmp eq i64 %4, 8
	br i1 %5, label %format, label %reject

clear:
	call void @PyErr_Clear()
	br label %nofit

reject:
	call void @PyBuffer_Release(i8* %view)
	br label %nofit

format:
	%6 = getelementptr i8, i8* %view, i64 40
	%7 = bitcast i8* %6 to i8**
	%8 = load i8*, i8** %7
	%9 = load i8, i8* %8
	%10 = icmp eq i8 %9, 64
	%11 = icmp eq i8 %9, 61
	%12 = or i1 %10, %11
	%13 = icmp eq i8 %9, 60
	%14 = or i1 %12, %13
	%15 = zext i1 %14 to i64
	%16 = getelementptr i8, i8* %8, i64 %15
	%17 = load i8, i8* %16
	%18 = getelementptr i8, i8* %16, i64 1
	%19 = load i8, i8* %18
	%20 = icmp eq i8 %17, 102
	%21 = or i1 false, %20
	%22 = icmp eq i8 %17, 100
	%23 = or i1 %21, %22
	%24 = icmp eq i8 %19, 0
	%25 = and i1 %23, %24
	br i1 %25, label %accepted, label %reject

accepted:
	ret i32 0
}

declare external i32 @PyType_IsSubtype(i8* %0, i8* %1)

define internal { double, i1 } @sp.unbox.double(i8* %o) alwaysinline {
entry:
	%0 = getelementptr i8, i8* %o, i64 8
	%1 = bitcast i8* %0 to i8**
	%2 = load i8*, i8** %1
	%3 = call i32 @PyType_IsSubtype(i8* %2, i8* @PyFloat_Type)
	%4 = icmp ne i32 %3, 0
	%5 = getelementptr i8, i8* %o, i64 8
	%6 = bitcast i8* %5 to i8**
	%7 = load i8*, i8** %6
	%8 = getelementptr i8, i8* %7, i64 168
	%9 = bitcast i8* %8 to i64*
	%10 = load i64, i64* %9
	%11 = and i64 %10, u0x1000000
	%12 = icmp ne i64 %11, 0
	%13 = or i1 %4, %12
	br i1 %13, label %convert, label %bad

fail:
	ret { double, i1 } { double zeroinitializer, i1 true }

convert:
	%14 = call double @PyFloat_AsDouble(i8* %o)
	%15 = fcmp oeq double %14, -1.0
	br i1 %15, label %check, label %good

bad:
	%16 = getelementptr i8, i8* %o, i64 8
	%17 = bitcast i8* %16 to i8**
	%18 = load i8*, i8** %17
	%19 = getelementptr i8, i8* %18, i64 24
	%20 = bitcast i8* %19 to i8**
	%21 = load i8*, i8** %20
	%22 = call i8* @strrchr(i8* %21, i32 46)
	%23 = icmp eq i8* %22, null
	%24 = getelementptr i8, i8* %22, i64 1
	%25 = select i1 %23, i8* %21, i8* %24
	%26 = load i8*, i8** @PyExc_TypeError
	%27 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %26, i8* getelementptr ([66 x i8], [66 x i8]* @sp.cstr.10, i64 0, i64 0), i8* %25)
	br label %fail

check:
	%28 = call i8* @PyErr_Occurred()
	%29 = icmp ne i8* %28, null
	br i1 %29, label %fail, label %good

good:
	%30 = insertvalue { double, i1 } undef, double %14, 0
	%31 = insertvalue { double, i1 } %30, i1 false, 1
	ret { double, i1 } %31
}

declare external double @PyFloat_AsDouble(i8* %0)

declare external i8* @PyErr_Occurred()

define internal i8* @kernel.axpy.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) noinline cold {
entry:
	%0 = load i8*, i8** @sp.binder.axpy
	%1 = call i8* @PyObject_Vectorcall(i8* %0, i8** %args, i64 %nargs, i8* %kwnames)
	%2 = icmp eq i8* %1, null
	br i1 %2, label %failed, label %bound

bound:
	%3 = getelementptr i8, i8* %1, i64 24
	%4 = bitcast i8* %3 to i8**
	%5 = call i8* @kernel.axpy.wrapper.core(i8* %self, i8** %4) noinline
	call void @sp.decref(i8* %1)
	ret i8* %5

failed:
	ret i8* null
}

define internal i8* @kernel.axpy.wrapper(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) {
entry:
	%0 = icmp eq i64 %nargs, 3
	%1 = icmp eq i8* %kwnames, null
	%2 = and i1 %0, %1
	br i1 %2, label %fast, label %slow

fast:
	%3 = tail call i8* @kernel.axpy.wrapper.core(i8* %self, i8** %args) alwaysinline
	ret i8* %3

slow:
	%4 = tail call i8* @kernel.axpy.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames)
	ret i8* %4
}

define internal i8* @kernel.narrow.wrapper.core(i8* %self, i8** %items) {
entry:
	br label %check

check:
	%0 = getelementptr i8*, i8** %items, i64 0
	%1 = load i8*, i8** %0
	%2 = getelementptr i8, i8* %1, i64 8
	%3 = bitcast i8* %2 to i8**
	%4 = load i8*, i8** %3
	%5 = getelementptr i8, i8* %4, i64 168
	%6 = bitcast i8* %5 to i64*
	%7 = load i64, i64* %6
	%8 = and i64 %7, u0x1000000
	%9 = icmp ne i64 %8, 0
	br i1 %9, label %arg.v, label %bad.v

fail:
	ret i8* null

reject:
	call void @_PyTraceback_Add(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.11, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 20)
	ret i8* null

bad.v:
	%10 = getelementptr i8, i8* %1, i64 8
	%11 = bitcast i8* %10 to i8**
	%12 = load i8*, i8** %11
	%13 = getelementptr i8, i8* %12, i64 24
	%14 = bitcast i8* %13 to i8**
	%15 = load i8*, i8** %14
	%16 = call i8* @strrchr(i8* %15, i32 46)
	%17 = icmp eq i8* %16, null
	%18 = getelementptr i8, i8* %16, i64 1
	%19 = select i1 %17, i8* %15, i8* %18
	%20 = load i8*, i8** @PyExc_TypeError
	%21 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %20, i8* getelementptr ([51 x i8], [51 x i8]* @sp.cstr.12, i64 0, i64 0), i8* %19)
	br label %reject

arg.v:
	%22 = call { i64, i1 } @sp.unbox.int64(i8* %1)
	%23 = extractvalue { i64, i1 } %22, 1
	br i1 %23, label %reject, label %unboxed.v

unboxed.v:
	%24 = extractvalue { i64, i1 } %22, 0
	%25 = call { i8, i1 } @kernel.narrow(i64 %24)
	%26 = extractvalue { i8, i1 } %25, 1
	br i1 %26, label %fail, label %box

box:
	%27 = extractvalue { i8, i1 } %25, 0
	%28 = sext i8 %27 to i64
	%29 = call i8* @PyLong_FromLongLong(i64 %28)
	ret i8* %29
}

define internal i8* @kernel.narrow.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) noinline cold {
entry:
	%0 = load i8*, i8** @sp.binder.narrow
	%1 = call i8* @PyObject_Vectorcall(i8* %0, i8** %args, i64 %nargs, i8* %kwnames)
	%2 = icmp eq i8* %1, null
	br i1 %2, label %failed, label %bound

bound:
	%3 = getelementptr i8, i8* %1, i64 24
	%4 = bitcast i8* %3 to i8**
	%5 = call i8* @kernel.narrow.wrapper.core(i8* %self, i8** %4) noinline
	call void @sp.decref(i8* %1)
	ret i8* %5

failed:
	ret i8* null
}

define internal i8* @kernel.narrow.wrapper(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) {
entry:
	%0 = icmp eq i64 %nargs, 1
	%1 = icmp eq i8* %kwnames, null
	%2 = and i1 %0, %1
	br i1 %2, label %fast, label %slow

fast:
	%3 = tail call i8* @kernel.narrow.wrapper.core(i8* %self, i8** %args) alwaysinline
	ret i8* %3

slow:
	%4 = tail call i8* @kernel.narrow.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames)
	ret i8* %4
}

define internal i8* @kernel.greet.wrapper.core(i8* %self, i8** %items) {
entry:
	br label %check

check:
	%0 = getelementptr i8*, i8** %items, i64 0
	%1 = load i8*, i8** %0
	%2 = getelementptr i8, i8* %1, i64 8
	%3 = bitcast i8* %2 to i8**
	%4 = load i8*, i8** %3
	%5 = getelementptr i8, i8* %4, i64 168
	%6 = bitcast i8* %5 to i64*
	%7 = load i64, i64* %6
	%8 = and i64 %7, u0x10000000
	%9 = icmp ne i64 %8, 0
	br i1 %9, label %arg.name, label %bad.name

fail:
	ret i8* null

reject:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.13, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 24)
	ret i8* null

bad.name:
	%10 = getelementptr i8, i8* %1, i64 8
	%11 = bitcast i8* %10 to i8**
	%12 = load i8*, i8** %11
	%13 = getelementptr i8, i8* %12, i64 24
	%14 = bitcast i8* %13 to i8**
	%15 = load i8*, i8** %14
	%16 = call i8* @strrchr(i8* %15, i32 46)
	%17 = icmp eq i8* %16, null
	%18 = getelementptr i8, i8* %16, i64 1
	%19 = select i1 %17, i8* %15, i8* %18
	%20 = load i8*, i8** @PyExc_TypeError
	%21 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %20, i8* getelementptr ([53 x i8], [53 x i8]* @sp.cstr.14, i64 0, i64 0), i8* %19)
	br label %reject

arg.name:
	%22 = call i8* @kernel.greet(i8* %1)
	ret i8* %22
}

define internal i8* @kernel.greet.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) noinline cold {
entry:
	%0 = load i8*, i8** @sp.binder.greet
	%1 = call i8* @PyObject_Vectorcall(i8* %0, i8** %args, i64 %nargs, i8* %kwnames)
	%2 = icmp eq i8* %1, null
	br i1 %2, label %failed, label %bound

bound:
	%3 = getelementptr i8, i8* %1, i64 24
	%4 = bitcast i8* %3 to i8**
	%5 = call i8* @kernel.greet.wrapper.core(i8* %self, i8** %4) noinline
	call void @sp.decref(i8* %1)
	ret i8* %5

failed:
	ret i8* null
}

define internal i8* @kernel.greet.wrapper(i8* %self, i8** %args, i64 %nargs, i8* %kwnames) {
entry:
	%0 = icmp eq i64 %nargs, 1
	%1 = icmp eq i8* %kwnames, null
	%2 = and i1 %0, %1
	br i1 %2, label %fast, label %slow

fast:
	%3 = tail call i8* @kernel.greet.wrapper.core(i8* %self, i8** %args) alwaysinline
	ret i8* %3

slow:
	%4 = tail call i8* @kernel.greet.wrapper.bind(i8* %self, i8** %args, i64 %nargs, i8* %kwnames)
	ret i8* %4
}

declare external i8* @PyTuple_New(i64 %0)

declare external i32 @PyTuple_SetItem(i8* %0, i64 %1, i8* %2)

declare external i8* @PyObject_Format(i8* %0, i8* %1)

declare external i8* @PyUnicode_Join(i8* %0, i8* %1)

define i8* @PyInit_kernel() {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	br label %body.0

body.0:
	%2 = call i8* @PyModule_Create2(i8* bitcast ({ i64, i8*, i8*, i64, i8*, i8*, i8*, i64, i8*, i8*, i8*, i8*, i8* }* @sp.moduledef to i8*), i32 1013)
	%3 = icmp eq i8* %2, null
	br i1 %3, label %nomodule.2, label %created.1

error.0:
	%4 = load i8*, i8** %0
	call void @sp.xdecref(i8* %4)
	ret i8* null

created.1:
	store i8* %2, i8** %0
	%5 = call i8* @PyModule_GetDict(i8* %2)
	store i8* %5, i8** @sp.moddict
	%6 = call i8* @PyImport_ImportModule(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.18, i64 0, i64 0))
	%7 = icmp eq i8* %6, null
	br i1 %7, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

nomodule.2:
	ret i8* null

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.4:
	%8 = call i8* @PyModule_GetDict(i8* %6)
	store i8* %8, i8** @sp.builtins
	%9 = call i32 @sp.init_consts()
	%10 = icmp slt i32 %9, 0
	br i1 %10, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.6:
	%11 = call i8* @Py_CompileString(i8* getelementptr ([136 x i8], [136 x i8]* @sp.cstr.20, i64 0, i64 0), i8* getelementptr ([31 x i8], [31 x i8]* @sp.cstr.21, i64 0, i64 0), i32 257)
	%12 = icmp eq i8* %11, null
	br i1 %12, label %err.7, label %ok.8, !prof !{!"branch_weights", i32 1, i32 2000}

err.7:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.8:
	%13 = call i8* @PyDict_New()
	%14 = icmp eq i8* %13, null
	br i1 %14, label %err.9, label %ok.10, !prof !{!"branch_weights", i32 1, i32 2000}

err.9:
	call void @sp.decref(i8* %11)
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.10:
	%15 = call i8* @PyEval_EvalCode(i8* %11, i8* %13, i8* %13)
	%16 = icmp eq i8* %15, null
	br i1 %16, label %err.11, label %ok.12, !prof !{!"branch_weights", i32 1, i32 2000}

err.11:
	call void @sp.decref(i8* %11)
	call void @sp.decref(i8* %13)
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.12:
	call void @sp.decref(i8* %15)
	%17 = call i8* @PyDict_GetItemString(i8* %13, i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0))
	call void @sp.incref(i8* %17)
	store i8* %17, i8** @sp.binder.mix
	%18 = call i8* @PyDict_GetItemString(i8* %13, i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.5, i64 0, i64 0))
	call void @sp.incref(i8* %18)
	store i8* %18, i8** @sp.binder.axpy
	%19 = call i8* @PyDict_GetItemString(i8* %13, i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.11, i64 0, i64 0))
	call void @sp.incref(i8* %19)
	store i8* %19, i8** @sp.binder.narrow
	%20 = call i8* @PyDict_GetItemString(i8* %13, i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.13, i64 0, i64 0))
	call void @sp.incref(i8* %20)
	store i8* %20, i8** @sp.binder.greet
	call void @sp.decref(i8* %13)
	call void @sp.decref(i8* %11)
	%21 = call i32 @sp.init_containers()
	%22 = icmp slt i32 %21, 0
	br i1 %22, label %err.13, label %ok.14, !prof !{!"branch_weights", i32 1, i32 2000}

err.13:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.14:
	%23 = load i8*, i8** @sp.const.2
	%24 = load i8*, i8** @sp.moddict
	%25 = call i8* @PyImport_ImportModuleLevel(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.22, i64 0, i64 0), i8* %24, i8* null, i8* %23, i32 0)
	%26 = icmp eq i8* %25, null
	br i1 %26, label %err.15, label %ok.16, !prof !{!"branch_weights", i32 1, i32 2000}

err.15:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 3)
	br label %error.0

ok.16:
	%27 = load i8*, i8** @sp.const.3
	%28 = call i8* @PyObject_GetAttr(i8* %25, i8* %27)
	%29 = icmp eq i8* %28, null
	br i1 %29, label %err.17, label %ok.18, !prof !{!"branch_weights", i32 1, i32 2000}

err.17:
	call void @sp.decref(i8* %25)
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 3)
	br label %error.0

ok.18:
	%30 = load i8*, i8** @sp.moddict
	%31 = load i8*, i8** @sp.const.3
	%32 = call i32 @PyDict_SetItem(i8* %30, i8* %31, i8* %28)
	%33 = icmp slt i32 %32, 0
	br i1 %33, label %err.19, label %ok.20, !prof !{!"branch_weights", i32 1, i32 2000}

err.19:
	call void @sp.decref(i8* %25)
	call void @sp.decref(i8* %28)
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 3)
	br label %error.0

ok.20:
	call void @sp.decref(i8* %28)
	call void @sp.decref(i8* %25)
	%34 = load i8*, i8** @sp.const.4
	%35 = load i8*, i8** @sp.moddict
	%36 = load i8*, i8** @sp.const.5
	%37 = call i32 @PyDict_SetItem(i8* %35, i8* %36, i8* %34)
	%38 = icmp slt i32 %37, 0
	br i1 %38, label %err.21, label %ok.22, !prof !{!"branch_weights", i32 1, i32 2000}

err.21:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 5)
	br label %error.0

ok.22:
	%39 = load i8*, i8** %0
	store i8* %39, i8** %1
	%40 = load i8*, i8** @sp.freeze
	%41 = call i8* @PyObject_Vectorcall(i8* %40, i8** %1, i64 1, i8* null)
	%42 = icmp eq i8* %41, null
	br i1 %42, label %err.23, label %ok.24, !prof !{!"branch_weights", i32 1, i32 2000}

err.23:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.24:
	call void @sp.decref(i8* %41)
	ret i8* %39
}

declare external i8* @PyModule_Create2(i8* %0, i32 %1)

declare external i8* @PyModule_GetDict(i8* %0)

declare external i8* @PyImport_ImportModule(i8* %0)

declare external i8* @Py_CompileString(i8* %0, i8* %1, i32 %2)

declare external i8* @PyDict_New()

declare external i8* @PyEval_EvalCode(i8* %0, i8* %1, i8* %2)

declare external i8* @PyDict_GetItemString(i8* %0, i8* %1)

declare external i8* @PyImport_ImportModuleLevel(i8* %0, i8* %1, i8* %2, i8* %3, i32 %4)

declare external i8* @PyObject_GetAttr(i8* %0, i8* %1)

declare external i32 @PyDict_SetItem(i8* %0, i8* %1, i8* %2)

define internal i32 @sp.init_consts() {
entry:
	%0 = call i8* @PyUnicode_DecodeUTF8(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.23, i64 0, i64 0), i64 6, i8* null)
	store i8* %0, i8** @sp.const.0
	%1 = icmp eq i8* %0, null
	br i1 %1, label %fail, label %c0

fail:
	ret i32 -1

c0:
	%2 = call i8* @PyUnicode_DecodeUTF8(i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.24, i64 0, i64 0), i64 0, i8* null)
	store i8* %2, i8** @sp.const.1
	%3 = icmp eq i8* %2, null
	br i1 %3, label %fail, label %c1

c1:
	%4 = call i8* @PyTuple_New(i64 1)
	%5 = call i8* @PyUnicode_InternFromString(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.25, i64 0, i64 0))
	%6 = call i32 @PyTuple_SetItem(i8* %4, i64 0, i8* %5)
	store i8* %4, i8** @sp.const.2
	%7 = icmp eq i8* %4, null
	br i1 %7, label %fail, label %c2

c2:
	%8 = call i8* @PyUnicode_InternFromString(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.25, i64 0, i64 0))
	store i8* %8, i8** @sp.const.3
	%9 = icmp eq i8* %8, null
	br i1 %9, label %fail, label %c3

c3:
	%10 = call i8* @PyLong_FromLongLong(i64 3)
	store i8* %10, i8** @sp.const.4
	%11 = icmp eq i8* %10, null
	br i1 %11, label %fail, label %c4

c4:
	%12 = call i8* @PyUnicode_InternFromString(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.26, i64 0, i64 0))
	store i8* %12, i8** @sp.const.5
	%13 = icmp eq i8* %12, null
	br i1 %13, label %fail, label %c5

c5:
	ret i32 0
}

declare external i8* @PyUnicode_DecodeUTF8(i8* %0, i64 %1, i8* %2)

declare external i8* @PyUnicode_InternFromString(i8* %0)

define internal i32 @sp.init_containers() {
entry.0:
	br label %body.0

body.0:
	%0 = call i8* @Py_CompileString(i8* getelementptr ([9558 x i8], [9558 x i8]* @sp.cstr.27, i64 0, i64 0), i8* getelementptr ([23 x i8], [23 x i8]* @sp.cstr.28, i64 0, i64 0), i32 257)
	%1 = icmp eq i8* %0, null
	br i1 %1, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	ret i32 -1

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.2:
	%2 = call i8* @PyDict_New()
	%3 = icmp eq i8* %2, null
	br i1 %3, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %0)
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.4:
	%4 = call i8* @PyEval_EvalCode(i8* %0, i8* %2, i8* %2)
	%5 = icmp eq i8* %4, null
	br i1 %5, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %0)
	call void @sp.decref(i8* %2)
	call void @_PyTraceback_Add(i8* getelementptr ([9 x i8], [9 x i8]* @sp.cstr.19, i64 0, i64 0), i8* getelementptr ([15 x i8], [15 x i8]* @sp.cstr.1, i64 0, i64 0), i32 1)
	br label %error.0

ok.6:
	call void @sp.decref(i8* %4)
	%6 = call i8* @PyDict_GetItemString(i8* %2, i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.29, i64 0, i64 0))
	call void @sp.incref(i8* %6)
	store i8* %6, i8** @sp.freeze
	call void @sp.decref(i8* %2)
	call void @sp.decref(i8* %0)
	ret i32 0
}

declare external void @_Py_Dealloc(i8* %0)
