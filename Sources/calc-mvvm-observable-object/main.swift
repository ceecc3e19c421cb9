import CalculatorCLI
import MVVMObservableObject

await CalculatorCommand<MVVMObservableObjectApp>.main()
