function make() {
    let Local;
    (function (Local) {
        Local[Local["X"] = 3] = "X";
        Local[Local["Y"] = 4] = "Y";
    })(Local || (Local = {}));
    return [Local.X, Local.Y, Local[4]];
}
console.log(make());
{
    let Block;
    (function (Block) {
        Block[Block["Q"] = 0] = "Q";
    })(Block || (Block = {}));
    console.log(Block.Q, Block[0]);
}
