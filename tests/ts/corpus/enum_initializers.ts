enum Status { Active = 1, Inactive, Deleted = 10, Archived }
console.log(Status.Active, Status.Inactive, Status.Deleted, Status.Archived, Status[11]);
enum Neg { A = -2, B, C }
console.log(Neg.A, Neg.B, Neg.C, Neg[-1]);
enum Frac { Half = 0.5, Next }
console.log(Frac.Half, Frac.Next);
