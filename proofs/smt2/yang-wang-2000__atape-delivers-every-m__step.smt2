; z3 5.4.1
; --- mask-step: expected unsat ---
; for every: A (the value), j (every tau of the loop), k (every stage), m (every m >= 1),
;   u (every bit)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun u () Int)
(declare-fun k () Int)
(declare-fun j () Int)
(declare-fun A () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= u 0))
(assert
 (>= k 0))
(assert
 (>= j 0))
(assert
 (>= j k))
(assert
 (<= j (- m 2)))
(assert
 (let (($t0 (select A u)))
 (= $t0 (= u (ite (= j k) 0 (+ k 1))))))
(assert
 (let ((?t1 (+ u 0)))
 (let (($t2 (select A ?t1)))
 (= $t2 (= ?t1 (ite (= j k) 0 (+ k 1)))))))
(assert
 (let ((?t3 (+ j 1)))
 (let ((?t4 (+ u ?t3)))
 (let (($t5 (select A ?t4)))
 (= $t5 (= ?t4 (ite (= j k) 0 (+ k 1))))))))
(assert
 (let ((?t6 (+ k 1)))
 (let (($t7 (= j k)))
 (let ((?t8 (ite $t7 0 ?t6)))
 (let ((?t3 (+ j 1)))
 (let ((?t9 (- u ?t3)))
 (let ((?t10 (+ ?t9 0)))
 (let (($t11 (select A ?t10)))
 (= $t11 (= ?t10 ?t8))))))))))
(assert
 (let ((?t6 (+ k 1)))
 (let (($t7 (= j k)))
 (let ((?t8 (ite $t7 0 ?t6)))
 (let ((?t3 (+ j 1)))
 (let ((?t9 (- u ?t3)))
 (let ((?t12 (+ ?t9 ?t3)))
 (let (($t13 (select A ?t12)))
 (= $t13 (= ?t12 ?t8))))))))))
(assert
 (let (($t14 (or (= (- u (+ j 1)) 0) false)))
(let ((?t3 (+ j 1)))
(let ((?t9 (- u ?t3)))
(let ((?t12 (+ ?t9 ?t3)))
(let (($t13 (select A ?t12)))
(let (($t15 (and (>= u ?t3) (xor (and (select A (+ ?t9 0)) $t14) (and $t13 $t14)))))
(let (($t16 (xor (and (select A (+ u 0)) (or (= u 0) false)) (and (select A (+ u ?t3)) (or (= u 0) false)))))
(let (($t0 (select A u)))
(and (distinct (xor $t0 (or $t16 $t15)) (= u (ite (= ?t3 k) 0 (+ k 1)))) true))))))))))
(check-sat)
(reset)
; --- identity-stage: expected unsat ---
; for every: m (every m >= 1), u (every bit), X (every line)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun u () Int)
(declare-fun X () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= u 0))
(assert
 (let (($t0 (select X u)))
(and (distinct (xor $t0 (and (or (= u 0) false) (or false))) $t0) true)))
(check-sat)
(reset)
; --- round: expected unsat ---
; for every: G (every Gray word), m (every m >= 1), u (every bit), X (every input)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun u () Int)
(declare-fun G () (Array Int Bool))
(declare-fun Set () (Array Int Bool))
(declare-fun all_I () (Array Int Bool))
(declare-fun X () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= u 0))
(assert
 (let (($t0 (or (= 0 0) false)))
 (let ((?t1 (ite (= (- m 1) (- m 1)) 0 (+ (- m 1) 1))))
 (let ((?t2 (- m 1)))
 (let (($t3 (select Set ?t2)))
 (= $t3 (and (select G (+ 0 ?t1)) $t0)))))))
(assert
 (let ((?t2 (- m 1)))
 (let (($t4 (select all_I ?t2)))
 (not $t4))))
(assert
 (let (($t0 (or (= 0 0) false)))
 (let ((?t5 (ite (= (- u 1) (- m 1)) 0 (+ (- u 1) 1))))
 (let ((?t6 (- u 1)))
 (let (($t7 (select Set ?t6)))
 (= $t7 (and (select G (+ 0 ?t5)) $t0)))))))
(assert
 (let ((?t6 (- u 1)))
 (let (($t8 (select all_I ?t6)))
 (not $t8))))
(assert
 (let (($t9 (select G u)))
 (let (($t10 (not $t9)))
 (=> (>= u m) $t10))))
(assert
 (let (($t9 (select G u)))
(let ((?t2 (- m 1)))
(let (($t4 (select all_I ?t2)))
(let (($t11 (= u 0)))
(let (($t12 (select X (ite $t11 ?t2 (ite (<= u ?t2) (- u 1) u)))))
(let (($t13 (xor $t12 (ite $t11 $t4 (and (<= u ?t2) (select all_I (- u 1)))))))
(let (($t3 (select Set ?t2)))
(let (($t14 (xor $t12 (ite $t11 $t3 (and (<= u ?t2) (select Set (- u 1)))))))
(and (distinct $t14 (xor $t13 $t9)) true))))))))))
(check-sat)
