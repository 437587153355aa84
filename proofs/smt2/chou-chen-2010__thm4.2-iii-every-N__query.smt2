; z3 5.4.1
; --- gray-inverse-step: expected unsat ---
; for every: F0 (the tag (every bit string)), s (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Int)
(declare-fun u () Int)
(declare-fun F0 () (Array Int Bool))
(declare-fun Fs () (Array Int Bool))
(assert
 (>= s 0))
(assert
 (>= u 0))
(assert
 (let (($t0 (select Fs u)))
 (= $t0 (xor (select F0 u) (select F0 (+ u s))))))
(assert
 (let (($t0 (select Fs u)))
(let (($t1 (xor $t0 (xor (select F0 (+ u s)) (select F0 (+ (+ u s) 1))))))
(and (distinct $t1 (xor (select F0 u) (select F0 (+ (+ u s) 1)))) true))))
(check-sat)
(reset)
; --- gray-inverse-ends: expected unsat ---
; for every: F0 (the tag (every bit string below 2^n)), n (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun u () Int)
(declare-fun F0 () (Array Int Bool))
(assert
 (>= n 1))
(assert
 (>= u 0))
(assert
 (let (($t0 (select F0 (+ u n))))
 (not $t0)))
(assert
 (let (($t1 (select F0 u)))
(or (xor $t1 $t1) (and (distinct (xor $t1 (select F0 (+ u n))) $t1) true))))
(check-sat)
