namespace Lib.Tools { export function hammer() { return "bang"; } export const size = 3; }
import Tools = Lib.Tools;
import hammer = Lib.Tools.hammer;
console.log(Tools.hammer(), Tools.size, hammer());
namespace Consumer { import T = Lib.Tools; export const s = T.size * 2; }
console.log(Consumer.s);
