try {
    JSON.parse("{bad");
}
catch (err) {
    console.log(err instanceof SyntaxError);
}
try {
    throw 42;
}
catch (e) {
    if (typeof e === "number")
        console.log(e + 1);
}
