function make() {
  enum Local { X = 3, Y }
  return [Local.X, Local.Y, Local[4]];
}
console.log(make());
{
  enum Block { Q }
  console.log(Block.Q, Block[0]);
}
