import OpenCombine

extension Publisher where Failure == Never {
  /// Combine's `merge(with:)`, which OpenCombine 0.14 lacks: what either publisher sends, as
  /// it sends it (a sequence of the two, flat-mapped, is that merge).
  func merge<Other: Publisher>(
    with other: Other
  ) -> AnyPublisher<Output, Never> where Other.Output == Output, Other.Failure == Never {
    [eraseToAnyPublisher(), other.eraseToAnyPublisher()].publisher
      .flatMap { $0 }
      .eraseToAnyPublisher()
  }
}
