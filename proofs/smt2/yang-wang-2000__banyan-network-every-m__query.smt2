; z3 5.4.1
; --- wiring-is-tau: expected unsat ---
; for every: j (every wiring 1..m-1), m (every m >= 2), X (every line)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun j () Int)
(declare-fun i () Int)
(declare-fun X () (Array Int Bool))
(assert
 (>= m 2))
(assert
 (>= j 1))
(assert
 (<= j (- m 1)))
(assert
 (>= i 0))
(assert
 (let (($t0 (select X i)))
(let (($t1 (or (= (- i (+ (- j 1) 1)) 0) false)))
(let (($t2 (select X (+ (- i (+ (- j 1) 1)) (+ (- j 1) 1)))))
(let (($t3 (xor (and (select X (+ (- i (+ (- j 1) 1)) 0)) $t1) (and $t2 $t1))))
(let (($t4 (= i 0)))
(let (($t5 (or $t4 false)))
(let (($t6 (xor (and (select X (+ i 0)) $t5) (and (select X (+ i (+ (- j 1) 1))) $t5))))
(let (($t7 (xor $t0 (or $t6 (and (>= i (+ (- j 1) 1)) $t3)))))
(let ((?t8 (ite $t4 j (ite (= i j) 0 i))))
(let (($t9 (select X ?t8)))
(ite (< i m) (and (distinct $t7 $t9) true) (and (distinct $t7 $t0) true)))))))))))))
(check-sat)
