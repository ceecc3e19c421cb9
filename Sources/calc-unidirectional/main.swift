import CalculatorCLI
import Unidirectional

await CalculatorCommand<UnidirectionalApp>.main()
