/// Finding "every object of a screen" without naming a variant's types: the class instances
/// reachable by `Mirror` from a root, through stored properties (weak and unowned ones too),
/// optionals, collections and existentials. Closures are opaque to `Mirror`, so what only a
/// closure captures is not found. Key paths are skipped: they are objects, but the runtime
/// keeps those written as literals for the life of the process, like constants.
@MainActor
public enum Reachable {
  /// The class instances reachable from `root` (the root too, when it is one), each once, in
  /// the order first met. The search neither enters nor returns an object of `boundary`, and
  /// does not enter (but returns) an object for which `stop` is true.
  public static func objects(
    from root: Any, boundary: [AnyObject] = [], stop: (AnyObject) -> Bool = { _ in false }
  ) -> [AnyObject] {
    var seen = Set(boundary.map(ObjectIdentifier.init))
    var found: [AnyObject] = []
    var pending: [Any] = [root]
    while let value = pending.popLast() {
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        let object = value as AnyObject
        if object is AnyKeyPath { continue }
        guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
        found.append(object)
        if stop(object) { continue }
      }
      var level: Mirror? = mirror
      while let current = level {
        pending.append(contentsOf: current.children.reversed().map(\.value))
        level = current.superclassMirror
      }
    }
    return found
  }
}

extension ReleaseTracker {
  /// Tracks each object under its type's name (`PresetsPresenter`); returns the names.
  @discardableResult
  public func track(_ objects: [AnyObject]) -> [String] {
    let names = objects.map { String(describing: type(of: $0)) }
    for (name, object) in zip(names, objects) { track(name, object) }
    return names
  }
}
