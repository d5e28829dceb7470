import './app.css';

export function App() {
  return (
    <main className="app">
      <h1 className="app-title">CheckIn</h1>
      <p className="app-tagline">
        Conversational assessments that let educators quickly see what students actually understand.
      </p>
    </main>
  );
}
