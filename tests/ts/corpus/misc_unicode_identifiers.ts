const café: string = "crème";
enum Ünïcode { Ä = 1, Ö }
namespace Ω { export const π = 3.14; }
console.log(café, Ünïcode.Ö, Ω.π);
