; z3 5.4.1
; --- lemma3.6: expected unsat ---
; for every: i (Int), M (Int), N (Int), Q (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun Q () Int)
(declare-fun i () Int)
(declare-fun M () Int)
(assert
 (>= N 4))
(assert
 (= (mod N 2) 0))
(assert
 (>= Q 1))
(assert
 (let ((?t0 (* 2 Q)))
 (< ?t0 N)))
(assert
 (let ((?t1 (* Q 4)))
 (<= N ?t1)))
(assert
 (>= i 0))
(assert
 (>= M 0))
(assert
 (< i N))
(assert
 (and (distinct (div (+ (* 2 M) (div (* Q 4) 2)) N) (div (+ (* 2 M) (+ (div (* Q 4) 2) 1)) N)) true))
(check-sat)
