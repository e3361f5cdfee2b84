var Geometry;
(function (Geometry) {
    Geometry.PI2 = Math.PI * 2;
    function circumference(r) { return Geometry.PI2 * r; }
    Geometry.circumference = circumference;
    const hidden = "secret";
    function reveal() { return hidden; }
    Geometry.reveal = reveal;
})(Geometry || (Geometry = {}));
console.log(Geometry.circumference(1).toFixed(3), Geometry.reveal(), Geometry.hidden);
console.log(Object.keys(Geometry));
