export default class extends B {}
