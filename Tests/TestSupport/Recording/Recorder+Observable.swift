import Bindings

extension Recorder {
  /// Writes every value `output` emits, from its current one on, as `name value`, as a view
  /// bound to it would see them (the closure-binding MVVM variants' outputs).
  public func record<Value>(_ name: String, _ output: Observable<Value>) {
    output.observe(on: self) { [weak self] value in self?.record(name, value) }
  }
}
