export default function () {
  // ..
}
