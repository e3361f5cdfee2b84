new A; new A.B(c); new new X()(); function f() { return new.target; }
