; z3 5.4.1
; --- passes-lower-bound: expected unsat ---
; for every: K (every k >= 1), p (every pass count)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun p () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= K 1))
(assert
 (>= p 0))
(assert
 (let ((?t0 (pow2 K)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= K 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 K)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= K 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t0 (pow2 K)))
 (let ((?t5 (- ?t0 1)))
 (let ((?t6 (* p 1)))
 (>= ?t6 ?t5)))))
(assert
 (let ((?t0 (pow2 K)))
(let ((?t5 (- ?t0 1)))
(< p ?t5))))
(check-sat)
