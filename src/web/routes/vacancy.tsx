export default function Page() {
  return <h1>vacancy</h1>;
}
